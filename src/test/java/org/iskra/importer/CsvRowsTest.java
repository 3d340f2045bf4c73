package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CSV reader: RFC 4180 fields, and the line each record starts on. */
class CsvRowsTest {
    @Test
    void quotedFieldsHoldCommasQuotesAndLineBreaksAndEachRecordKnowsItsLine() throws IOException {
        CsvRows rows = new CsvRows(new StringReader("id,note\r\na,\"one, \"\"two\"\"\nthree\"\n\nb,plain"));
        assertEquals(List.of("id", "note"), rows.next());
        assertEquals(1, rows.line());
        assertEquals(List.of("a", "one, \"two\"\nthree"), rows.next());
        assertEquals(2, rows.line());
        assertEquals(List.of(""), rows.next(), "an empty line is a record of one empty field");
        assertEquals(4, rows.line());
        assertEquals(List.of("b", "plain"), rows.next());
        assertEquals(5, rows.line());
        assertNull(rows.next());
    }

    @Test
    void anUnclosedQuoteIsAnErrorWithItsLine() throws IOException {
        CsvRows rows = new CsvRows(new StringReader("id,note\na,\"not closed\n"));
        rows.next();
        IOException e = assertThrows(IOException.class, rows::next);
        assertTrue(e.getMessage().startsWith("line 2: "), e.getMessage());
    }
}
