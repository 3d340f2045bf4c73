package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class StatementTypeTest {

    /** The lookup of a cause reads, through its index, exactly the types that may name one. */
    @Test
    void theCauseLookupReadsEveryTypeThatMayNameACause() throws IOException {
        String cypher = Files.readString(Path.of("src/main/resources/org/iskra/reads/statementsWithCause.cypher"));
        Set<String> read = new TreeSet<>();
        Matcher m = Pattern.compile("USING INDEX SEEK r:([A-Z_]+)\\(cause\\)").matcher(cypher);
        while (m.find()) {
            read.add(m.group(1));
        }
        Set<String> caused = new TreeSet<>();
        StatementType.CAUSED.forEach(t -> caused.add(t.name()));
        assertEquals(caused, read);
    }
}
