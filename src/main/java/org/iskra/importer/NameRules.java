package org.iskra.importer;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.iskra.facts.EntityKind;
import org.jspecify.annotations.Nullable;

/**
 * The curation rule about names: researchers search in English, French and Russian, and a person, body, publication,
 * congress or place that has no Russian form cannot be found by its Russian name. Run by {@link DataLinter} over the
 * data folder.
 */
final class NameRules {
    static final List<String> RULES = List.of("russian-name");

    /** The kinds whose records name something with a Russian name of its own; events and motions are described. */
    private static final Set<EntityKind> NAMED = EnumSet.of(
            EntityKind.PERSON, EntityKind.ORGANIZATION, EntityKind.PUBLICATION, EntityKind.CONGRESS, EntityKind.PLACE);

    private static final Pattern CYRILLIC = Pattern.compile("\\p{IsCyrillic}");

    private NameRules() {}

    static void lint(FactBatch batch, List<Problem> problems) {
        batch.allEntities()
                .filter(e -> NAMED.contains(e.getKey()))
                .map(Map.Entry::getValue)
                .filter(r -> !hasCyrillic(r.get("name")) && !hasCyrillic(r.get("aliases")))
                .forEach(r -> problems.add(Problem.of(
                        r,
                        "aliases",
                        "[russian-name] \"" + r.text("name")
                                + "\" has no Russian form: add it to \"aliases\" in Cyrillic"
                                + " (e.g. \"Ленин\"), as the sources write it")));
    }

    private static boolean hasCyrillic(@Nullable Object value) {
        if (value instanceof List<?> list) {
            return list.stream().anyMatch(NameRules::hasCyrillic);
        }
        return value instanceof String s && CYRILLIC.matcher(s).find();
    }
}
