package org.iskra.facts;

import java.util.List;

/** Where a fact comes from, with its {@link SourceTier} ({@code tier}, upper case as the GraphQL enum; null when not given). A source is itself a node (so {@code node(id:)} finds it), with no aliases and no sources. */
public record Source(String id, String title, String url, String citation, String kind, String tier) implements Entity {
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
