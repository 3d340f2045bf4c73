package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Where a fact comes from, with its {@link SourceTier} ({@code tier}, upper case as the GraphQL enum; null when not
 * given). A source is itself a node (so {@code node(id:)} finds it), with no aliases and no sources.
 */
public record Source(
        String id,
        @Nullable String title,
        @Nullable String url,
        @Nullable String citation,
        @Nullable String kind,
        @Nullable String tier)
        implements Entity {
    @Override
    public @Nullable String name() {
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
