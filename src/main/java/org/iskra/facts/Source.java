package org.iskra.facts;

import java.util.List;

/** Where a fact comes from. A source is itself a node (so {@code node(id:)} finds it), with no aliases and no sources. */
public record Source(String id, String title, String url, String citation, String kind) implements Entity {
    @Override
    public String name() {
        return title;
    }

    @Override
    public List<String> aliases() {
        return List.of();
    }

    @Override
    public List<String> sourceIds() {
        return List.of();
    }
}
