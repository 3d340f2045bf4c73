package org.iskra.reads;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.jspecify.annotations.Nullable;
import org.neo4j.cypherdsl.core.Cypher;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Relationship;

/**
 * Which properties the statements of a list return: all of them, or those its selection reads (the id, the type and
 * both ends always). A statement carries its provenance (sources, the batches that added and changed it) and the bounds
 * of its dates; a list that shows a membership's start and its organization needs none of them. Keys come only from the
 * data format's catalogue ({@link Fields#STATEMENT}) and {@code retracted}, so the Cypher written from a projection is
 * drawn from a closed list, never from input.
 */
public final class StatementProjection {
    /** Every property: what a list returns when its reader is not known to read only some. */
    public static final StatementProjection WHOLE = new StatementProjection(null);

    /** The property marking a retracted statement (set by a retraction, not part of the data format). */
    public static final String RETRACTED = "retracted";

    private static final Set<String> KEYS = Stream.concat(Fields.STATEMENT.keys().stream(), Stream.of(RETRACTED))
            .filter(k -> Fields.SHAPE.stream().noneMatch(f -> f.key().equals(k)))
            .collect(Collectors.toUnmodifiableSet());

    /** Null for every property. */
    private final @Nullable SortedSet<String> keys;
    /** Kept: two lists of one entity and one type compare their projections (StatementKey#hashCode leaves them out). */
    private final int hash;

    private StatementProjection(@Nullable SortedSet<String> keys) {
        this.keys = keys;
        this.hash = Objects.hashCode(keys);
    }

    /**
     * The statement's id, type and ends, and those of {@code keys} that are statement properties; an unknown key is an
     * error in the caller's catalogue, not input.
     */
    public static StatementProjection of(Set<String> keys) {
        SortedSet<String> kept = new TreeSet<>(keys);
        kept.add(Field.ID.key());
        for (String key : kept) {
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException("not a statement property: " + key);
            }
        }
        return new StatementProjection(kept);
    }

    /** Whether this is every property. */
    public boolean whole() {
        return keys == null;
    }

    /**
     * A map of the statement bound to {@code r}: its projected properties, its type and the ids of its ends; without
     * the ids of the ends when the reader knows them ({@code endsKnown}: a list of one direction knows its own entity
     * and reads the other end's id with it) and without the type when it knows it ({@code typeKnown}: a list of one
     * type). Each is a property read and a string sent per statement, about a fifth of what a short list item costs
     * Neo4j.
     */
    public Expression expression(Relationship r, boolean endsKnown, boolean typeKnown) {
        List<Object> content = new ArrayList<>();
        if (keys == null) {
            content.add(Cypher.asterisk());
        } else {
            content.addAll(keys);
        }
        if (!typeKnown) {
            content.addAll(List.of("type", Cypher.type(r)));
        }
        if (!endsKnown) {
            content.addAll(List.of(
                    "from",
                    Cypher.startNode(r).property(Field.ID.key()),
                    "to",
                    Cypher.endNode(r).property(Field.ID.key())));
        }
        return r.project(content);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof StatementProjection p && p.hash == hash && Objects.equals(p.keys, keys);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return keys == null ? "whole" : keys.toString();
    }
}
