package org.iskra.facts;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The kinds of record in the graph: each has a Neo4j label (beside {@code :Entity}), a list name in the data files, and
 * a mapper from stored properties to its record.
 */
public enum EntityKind {
    SOURCE(
            "Source",
            "sources",
            p -> new Source(
                    p.required(Field.ID),
                    p.str(Field.TITLE),
                    p.str(Field.URL),
                    p.str(Field.CITATION),
                    p.str(Field.KIND),
                    p.enumName(Field.TIER))),
    PERSON("Person", "people", Person::from),
    ORGANIZATION("Organization", "organizations", Organization::from),
    PUBLICATION("Publication", "publications", Publication::from),
    CONGRESS("Congress", "congresses", Congress::from),
    SPLIT("Split", "splits", Split::from),
    EVENT("Event", "events", Event::from),
    PLACE("Place", "places", Place::from),
    MOTION("Motion", "motions", Motion::from);

    private final String label;
    private final String listName;
    private final Function<Props, Entity> mapper;

    EntityKind(String label, String listName, Function<Props, Entity> mapper) {
        this.label = label;
        this.listName = listName;
        this.mapper = mapper;
    }

    public String label() {
        return label;
    }

    /** The key of this kind's list in a data file ({@code "people"}). */
    public String listName() {
        return listName;
    }

    public Entity toRecord(Props props) {
        return mapper.apply(props);
    }

    public static Optional<EntityKind> byLabel(String label) {
        return Optional.ofNullable(BY_LABEL.get(label));
    }

    /** Kinds by label: read for every entity a statement returns, so a lookup rather than a scan. */
    private static final Map<String, EntityKind> BY_LABEL =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(EntityKind::label, k -> k));

    public static Optional<EntityKind> byListName(String name) {
        return Arrays.stream(values()).filter(k -> k.listName.equals(name)).findFirst();
    }
}
