package org.iskra.graphql;

import graphql.execution.DataFetcherResult;
import graphql.schema.DataFetchingEnvironment;
import java.util.Map;
import org.iskra.core.Connection;
import org.iskra.facts.Entity;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * What a field hands down to the fields beneath it through graphql-java's local context ({@link DataFetcherResult}),
 * which reaches every field under the one that returned it:
 *
 * <ul>
 *   <li>the entities read in the field's round trip (the other ends of a list's statements, the people of a members
 *       page, the entities of search hits and paths), which the fields beneath resolve without one of their own;
 *   <li>the member counts read with a page of organizations, under the keys of the members lists they answer;
 *   <li>the lists read ahead with an entity ({@link ReadAhead}).
 * </ul>
 *
 * Each level adds to what its parent holds ({@code outer}): a field finds what was read above it, and nothing read
 * elsewhere in the operation, so no data travels back up or sideways.
 */
record Held(
        @Nullable ReadAhead ahead,
        Map<String, Entity> entities,
        Map<MembersKey, Connection<Statement>> members,
        @Nullable Held outer) {

    private static final Held NOTHING = new Held(null, Map.of(), Map.of(), null);

    /** What the fields above the one being fetched hand down to it. */
    static Held of(DataFetchingEnvironment env) {
        return env.getLocalContext() instanceof Held held ? held : NOTHING;
    }

    /** The entity with this id read above the field, or null. */
    @Nullable
    Entity entity(String id) {
        for (Held h = this; h != null; h = h.outer) {
            Entity e = h.entities.get(id);
            if (e != null) {
                return e;
            }
        }
        return null;
    }

    /** The members page with this key read above the field, or null. */
    @Nullable
    Connection<Statement> members(MembersKey key) {
        for (Held h = this; h != null; h = h.outer) {
            Connection<Statement> page = h.members.get(key);
            if (page != null) {
                return page;
            }
        }
        return null;
    }

    /** This, and {@code entities} besides. */
    Held with(Map<String, Entity> entities) {
        return entities.isEmpty() ? this : new Held(ahead, entities, Map.of(), this);
    }

    /** This, and the lists read ahead with an entity and the entities read with them. */
    Held with(ReadAhead ahead, Map<String, Entity> entities) {
        return new Held(ahead, entities, Map.of(), this);
    }

    /** This, and members pages besides. */
    Held withMembers(Map<MembersKey, Connection<Statement>> members) {
        return members.isEmpty() ? this : new Held(ahead, Map.of(), members, this);
    }

    /** {@code data}, handing this down to the fields beneath it. */
    <T extends @Nullable Object> DataFetcherResult<T> handDown(T data) {
        return DataFetcherResult.<T>newResult().data(data).localContext(this).build();
    }
}
