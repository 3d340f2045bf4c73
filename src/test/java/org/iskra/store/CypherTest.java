package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iskra.reads.StatementStore;
import org.junit.jupiter.api.Test;

/** What a statement file gives the database: its code, without the comments written for its readers. */
class CypherTest {

    @Test
    void aStatementIsSentWithoutItsCommentLines() throws IOException {
        Path file = Path.of("src/main/resources/org/iskra/reads/statementsPage.cypher");
        String written = Files.readString(file);
        assertTrue(written.startsWith("//"), "the file explains itself");
        Cypher read = Cypher.of(StatementStore.class, "statementsPage");
        assertFalse(read.text().contains("//"), read.text());
        assertTrue(read.text().startsWith("MATCH") || read.text().startsWith("UNWIND"), read.text());
        assertEquals(
                written.lines().filter(l -> !l.strip().startsWith("//")).count(),
                read.text().lines().count());
    }

    @Test
    void onlyWholeCommentLinesAreLeftOut() {
        String text = "// a comment\n  // an indented comment\nRETURN 'http://example.org' AS url // after code\n";
        assertEquals(
                "RETURN 'http://example.org' AS url // after code",
                Cypher.withoutComments(text).strip());
    }
}
