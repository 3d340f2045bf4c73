package org.iskra.importer;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.jspecify.annotations.Nullable;

/**
 * RFC 4180 CSV read one record at a time through Commons CSV (quoted fields may hold commas, quotes and newlines), so a
 * file of any size streams through a small buffer; it keeps the line each record starts on, for the problems it
 * reports.
 */
final class CsvRows {
    /**
     * Empty lines are kept as records of one empty field (the caller skips them), so that each record starts on the
     * line after the last one.
     */
    private static final CSVFormat FORMAT = CSVFormat.RFC4180;

    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private long line;

    CsvRows(Reader in) throws IOException {
        this.parser = CSVParser.parse(in, FORMAT);
        this.records = parser.iterator();
    }

    /** The line number where the last record returned started. */
    long line() {
        return line;
    }

    /** The next record's fields, or null at the end of the input. */
    @Nullable
    List<String> next() throws IOException {
        long before = parser.getCurrentLineNumber();
        try {
            if (!records.hasNext()) {
                return null;
            }
            CSVRecord record = records.next();
            line = before + 1;
            return record.toList();
        } catch (UncheckedIOException | IllegalStateException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new IOException(
                    "line " + (before + 1) + ": " + cause.getMessage()
                            + " (a quoted field must be closed; a quote inside it is written twice)",
                    e);
        }
    }
}
