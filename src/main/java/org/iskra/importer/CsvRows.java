package org.iskra.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads RFC 4180 CSV one record at a time (quoted fields may hold commas, quotes and newlines), so a
 * file of any size streams through a small buffer.
 */
final class CsvRows {
    private final BufferedReader in;
    private long line;

    CsvRows(BufferedReader in) {
        this.in = in;
    }

    /** The line number where the last record returned started. */
    long line() {
        return line;
    }

    /** The next record's fields, or null at the end of the input. */
    List<String> next() throws IOException {
        String text = in.readLine();
        if (text == null) {
            return null;
        }
        line++;
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        int i = 0;
        while (true) {
            if (i == text.length()) {
                if (!quoted) {
                    break;
                }
                String more = in.readLine();
                if (more == null) {
                    throw new IOException("line " + line + ": a quoted field is not closed before the end of the file");
                }
                field.append('\n');
                text = more;
                i = 0;
                continue;
            }
            char c = text.charAt(i++);
            if (quoted) {
                if (c == '"' && i < text.length() && text.charAt(i) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"' && field.isEmpty()) {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
