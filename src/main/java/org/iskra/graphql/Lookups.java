package org.iskra.graphql;

import graphql.schema.DataFetchingEnvironment;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.facts.Entity;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Person;

/** Checks that the ids and type names given to the research fields exist, through the batch loaders. */
final class Lookups {
    private Lookups() {}

    /** The entities with these ids; a {@code NOT_FOUND} error naming the first id that does not exist. */
    static CompletableFuture<List<Entity>> existing(DataFetchingEnvironment env, List<String> ids) {
        return Fetch.nodes(env, ids).thenApply(found -> {
            List<String> foundIds = found.stream().map(Entity::id).toList();
            ids.stream().filter(id -> !foundIds.contains(id)).findFirst().ifPresent(id -> {
                throw new IskraException(
                        ErrorCode.NOT_FOUND, "No entity has the id \"" + id + "\"; find ids with `search(text:)`");
            });
            return found;
        });
    }

    /**
     * The person with this id; {@code NOT_FOUND} when no entity has it, {@code BAD_USER_INPUT} when it is not a person.
     */
    static CompletableFuture<Person> person(DataFetchingEnvironment env, String id) {
        return existing(env, List.of(id)).thenApply(found -> {
            if (found.getFirst() instanceof Person p) {
                return p;
            }
            throw IskraException.badInput("`id` must name a person; \"" + id + "\" is a "
                    + found.getFirst().getClass().getSimpleName());
        });
    }

    /** A {@code BAD_USER_INPUT} error unless {@code type} is the GraphQL type name of a kind of entity. */
    static void checkTypeName(String type) {
        if (Arrays.stream(EntityKind.values()).noneMatch(k -> k.label().equals(type))) {
            throw IskraException.badInput(
                    "`types` takes type names such as Person, Organization, Publication, Congress, Split, Event or Place; got \""
                            + type + "\"");
        }
    }
}
