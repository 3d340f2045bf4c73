package org.iskra.graphql;

import graphql.GraphQLContext;
import graphql.schema.DataFetchingEnvironment;
import java.util.function.Supplier;
import org.iskra.reads.Projection;
import org.iskra.store.Deadline;
import org.jspecify.annotations.Nullable;

/**
 * What the fetchers of one request share, put once into graphql-java's context under this class (one typed entry, never
 * a string key): the request's deadline, its writer (null for an anonymous reader), the stores it reads through (over
 * its read snapshot), the caches of operation shapes and list fields, and the projection its batch loaders read with,
 * worked out by the first field that needs it.
 */
final class RequestContext {
    private final Deadline deadline;
    private final @Nullable String writer;
    private final Stores stores;
    private final OperationShapes shapes;
    private final ListFields lists;
    private final Projections.ForLoaders forLoaders;
    private volatile @Nullable Projection projection;

    RequestContext(
            Deadline deadline,
            @Nullable String writer,
            Stores stores,
            OperationShapes shapes,
            ListFields lists,
            Projections.ForLoaders forLoaders) {
        this.deadline = deadline;
        this.writer = writer;
        this.stores = stores;
        this.shapes = shapes;
        this.lists = lists;
        this.forLoaders = forLoaders;
    }

    /**
     * The context of the request {@code env} runs in; null for an operation run outside {@link GraphQLService} (a unit
     * test).
     */
    static @Nullable RequestContext of(DataFetchingEnvironment env) {
        return env.getGraphQlContext().get(RequestContext.class);
    }

    void putInto(GraphQLContext.Builder context) {
        context.put(RequestContext.class, this);
    }

    /** Writes commit only within it. */
    Deadline deadline() {
        return deadline;
    }

    /** The write token's name; null for an anonymous request. */
    @Nullable
    String writer() {
        return writer;
    }

    /**
     * The stores the fetchers of {@code env}'s request read through: over the request's read snapshot; {@code wired},
     * those of the schema, for an operation run outside {@link GraphQLService} (a unit test).
     */
    static Stores stores(DataFetchingEnvironment env, Stores wired) {
        RequestContext context = of(env);
        return context == null ? wired : context.stores;
    }

    OperationShapes shapes() {
        return shapes;
    }

    ListFields lists() {
        return lists;
    }

    /** Whether the loaders already read with the operation's projection. */
    boolean projectionKnown() {
        return projection != null;
    }

    /** The operation's projection: {@code compute}d once per request, then handed to its loaders. */
    Projection projection(Supplier<Projection> compute) {
        Projection known = projection;
        if (known == null) {
            known = compute.get();
            projection = known;
            forLoaders.set(known);
        }
        return known;
    }
}
