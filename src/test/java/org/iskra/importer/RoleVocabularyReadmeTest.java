package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The role vocabulary table of {@code data/README.md} is the validator's ({@link Vocabularies#ROLES}): a role added to
 * one and not the other fails here, so data loaders never read a vocabulary the validator does not accept.
 */
@Execution(ExecutionMode.CONCURRENT)
class RoleVocabularyReadmeTest {
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    @Test
    void theReadmeTableListsTheValidatorsRoles() throws IOException {
        String readme = Files.readString(Path.of("data/README.md"));
        String table = readme.substring(readme.indexOf("### Role vocabulary"));
        table = table.substring(0, table.indexOf("\n\n", table.indexOf("|---|")));
        Map<String, Set<String>> documented = new TreeMap<>();
        table.lines().filter(l -> l.startsWith("| `")).forEach(row -> {
            String[] cells = row.split("\\|");
            for (String type : codes(cells[1])) {
                documented.put(type, codes(cells[2]));
            }
        });
        Map<String, Set<String>> validated = new TreeMap<>();
        Vocabularies.ROLES.forEach((type, roles) -> validated.put(type.name(), new TreeSet<>(roles)));
        assertEquals(validated, documented, "data/README.md, ### Role vocabulary, against Vocabularies.ROLES");
    }

    /** The roles a cell names: its code spans, leaving out the remarks in brackets (e.g. "in a `police` body"). */
    private static Set<String> codes(String cell) {
        Set<String> codes = new TreeSet<>();
        Matcher code = CODE.matcher(cell.replaceAll("\\([^)]*\\)", ""));
        while (code.find()) {
            codes.add(code.group(1));
        }
        return codes;
    }
}
