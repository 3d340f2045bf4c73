package org.iskra.facts;

import java.util.List;

/** A city, region or country. */
public record Place(
        String id, String name, List<String> aliases, String description, List<String> sourceIds, String kind, String note)
        implements Entity {

    public static Place from(Props p) {
        return new Place(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.enumName("kind", null), p.str("note"));
    }
}
