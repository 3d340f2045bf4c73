package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.language.OperationDefinition;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.iskra.changes.Change;
import org.iskra.changes.ChangeCursors;
import org.iskra.changes.ChangeKind;
import org.iskra.core.Connection;
import org.iskra.core.Ranges;
import org.jspecify.annotations.Nullable;

/** The change log: {@code dataVersion}, the {@code changes} page, and the {@code changes} subscription. */
public final class ChangesWiring implements FeatureWiring {
    /** The largest page of {@code changes}. */
    static final int MAX_FIRST = 1_000;

    private final Stores stores;

    public ChangesWiring(Stores stores) {
        this.stores = stores;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("dataVersion", env -> stores(env).changes().latest())
                .dataFetcher("changes", this::page));
        wiring.type(newTypeWiring("Subscription").dataFetcher("changes", env -> {
            String after = env.getArgument("after");
            long from = after == null ? stores(env).changes().latest() : ChangeCursors.decode(after);
            return new ChangePublisher(stores(env).feed(), from, kinds(env), env.getArgument("entity"));
        }));
        wiring.type(newTypeWiring("Change")
                .dataFetcher("sequence", env -> change(env).seq())
                .dataFetcher("cursor", env -> ChangeCursors.of(change(env).seq()))
                .dataFetcher("subjectId", env -> change(env).subject())
                .dataFetcher("subjectType", env -> change(env).type())
                .dataFetcher("node", this::node)
                .dataFetcher("batch", this::batch)
                .dataFetcher("created", env -> count(env, Change.Counts::created))
                .dataFetcher("updated", env -> count(env, Change.Counts::updated))
                .dataFetcher("unchanged", env -> count(env, Change.Counts::unchanged)));
    }

    private Connection<Change> page(DataFetchingEnvironment env) {
        int first = Ranges.check(
                "first",
                env.getArgument("first"),
                100,
                0,
                MAX_FIRST,
                "page through the log with `after: pageInfo.endCursor`");
        long after = ChangeCursors.decode(env.getArgument("after"));
        List<Change> read = stores(env).changes().after(after, first + 1, kinds(env), env.getArgument("entity"));
        boolean hasNext = read.size() > first;
        return Connection.keyed(
                hasNext ? read.subList(0, first) : read,
                c -> ChangeCursors.of(c.seq()),
                hasNext,
                after > 0,
                after > 0 ? ChangeCursors.of(after) : null);
    }

    /**
     * The entity a change is about, as it is now: through the request's loader in a query (one read for a page of
     * changes); read directly for a subscription event, which comes alone and outside any request.
     */
    private @Nullable Object node(DataFetchingEnvironment env) {
        Change c = change(env);
        if (c.kind() == ChangeKind.BATCH || c.from() != null || c.subject() == null) {
            return null;
        }
        return inQuery(env)
                ? Fetch.node(env, c.subject())
                : stores(env).nodes().byIds(List.of(c.subject())).get(c.subject());
    }

    /** The write a change belongs to: as {@link #node}, through the loader in a query, directly for an event. */
    private @Nullable Object batch(DataFetchingEnvironment env) {
        String id = change(env).batch();
        return inQuery(env) ? Loaders.batch(env, id) : stores(env).audit().batch(id);
    }

    private static boolean inQuery(DataFetchingEnvironment env) {
        return env.getOperationDefinition().getOperation() == OperationDefinition.Operation.QUERY;
    }

    private static Change change(DataFetchingEnvironment env) {
        return Fetch.source(env);
    }

    /** One of a change's counts; null for a change that has none. */
    private static @Nullable Integer count(DataFetchingEnvironment env, ToIntFunction<Change.Counts> count) {
        Change.Counts counts = change(env).counts();
        return counts == null ? null : count.applyAsInt(counts);
    }

    private static @Nullable Set<ChangeKind> kinds(DataFetchingEnvironment env) {
        List<Object> given = env.getArgument("kinds");
        if (given == null) {
            return null;
        }
        Set<ChangeKind> kinds = EnumSet.noneOf(ChangeKind.class);
        given.forEach(k -> kinds.add(ChangeKind.valueOf(k.toString())));
        return kinds;
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
