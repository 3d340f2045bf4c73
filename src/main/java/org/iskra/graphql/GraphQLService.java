package org.iskra.graphql;

import graphql.ExecutionInput;
import graphql.ExecutionResult;
import graphql.ExecutionResultImpl;
import graphql.GraphQL;
import graphql.GraphqlErrorBuilder;
import graphql.execution.AsyncExecutionStrategy;
import graphql.execution.SubscriptionExecutionStrategy;
import graphql.introspection.Introspection;
import graphql.language.OperationDefinition;
import graphql.schema.GraphQLSchema;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.iskra.changes.ChangeFeed;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.core.RequestIds;
import org.iskra.store.Deadline;
import org.iskra.store.ReadOutcome;
import org.reactivestreams.Publisher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Executes GraphQL requests: per-request batch loaders, a parsed-document cache, limits on shape, depth and cost
 * ({@link QueryLimits}), a time limit, introspection that can be switched off, and an {@code extensions.code} on every
 * error.
 */
public final class GraphQLService implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GraphQLService.class);

    private final GraphQL graphql;
    private final GraphQLSchema schema;
    private final Stores stores;
    private final ApiLimits limits;
    private final boolean introspection;
    /** Runs writes, so that a request at its time limit can be answered while its commit is confirmed. */
    private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();

    private final Watchdog watchdog = new Watchdog();
    private final Turns turns;
    private final OperationShapes shapes = new OperationShapes(2_000);
    /** The schema's statement lists, which a request's projection reads ({@link Projections}). */
    private final ListFields lists = new ListFields();

    private final SingleStatementOperations singleStatement = new SingleStatementOperations(2_000);

    public GraphQLService(Stores stores, ApiLimits limits) {
        this(stores, limits, true);
    }

    /**
     * With {@code introspection} false, {@code __schema} and {@code __type} are refused ({@code __typename} still
     * works).
     */
    public GraphQLService(Stores stores, ApiLimits limits, boolean introspection) {
        this(stores, limits, introspection, new Turns(limits.maxRunning()));
    }

    /** With the turns given (tests hold one to fill the line). */
    GraphQLService(Stores stores, ApiLimits limits, boolean introspection, Turns turns) {
        this.stores = stores;
        this.limits = limits;
        this.introspection = introspection;
        this.turns = turns;
        this.schema = SchemaFactory.build(stores, limits, lists);
        ErrorMapping errors = new ErrorMapping();
        this.graphql = GraphQL.newGraphQL(schema)
                .queryExecutionStrategy(new AsyncExecutionStrategy(errors))
                .mutationExecutionStrategy(new AsyncExecutionStrategy(errors))
                .subscriptionExecutionStrategy(new SubscriptionExecutionStrategy(errors))
                .defaultDataFetcherExceptionHandler(errors)
                .instrumentation(QueryLimits.of(limits))
                .preparsedDocumentProvider(new DocumentCache(2_000))
                .build();
    }

    public GraphQLSchema schema() {
        return schema;
    }

    /** What requests keep of their operations (tests count its entries). */
    OperationShapes shapes() {
        return shapes;
    }

    /**
     * Runs the request once its turn comes (at most {@code maxRunning} run at once), within the time limit counted from
     * then; a request whose turn does not come within the time limit is refused with UNAVAILABLE. The result always
     * carries codes on its errors.
     */
    public ExecutionResult execute(GraphQLRequest request) {
        try {
            if (!turns.take(limits.requestTimeout())) {
                LOG.warn(
                        "Request {} refused: no turn to run within {} ({} running)",
                        RequestIds.current(),
                        limits.requestTimeout(),
                        limits.maxRunning());
                return failure(
                        ErrorCode.UNAVAILABLE,
                        "The server is busy: the request could not start within " + seconds(limits.requestTimeout())
                                + " s. Try again shortly.");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failure(ErrorCode.UNAVAILABLE, "The server is shutting down; try again shortly.");
        }
        try {
            return run(request);
        } finally {
            turns.give();
        }
    }

    private ExecutionResult run(GraphQLRequest request) {
        ExecutionResult result = request.writer() == null ? read(request) : write(request);
        if (result.getData() instanceof Publisher<?>) {
            return failure(
                    ErrorCode.BAD_USER_INPUT,
                    "Subscriptions are served over WebSocket at /graphql with the graphql-transport-ws "
                            + "protocol (the graphql-ws client, GraphiQL); over HTTP, send queries and mutations, or page through `changes(after:)`.");
        }
        return result;
    }

    /**
     * Starts a request received over WebSocket. A subscription's result holds, as its data, the stream of its events
     * ({@code Publisher<ExecutionResult>}), each resolved as it comes; a query's holds its answer, read as over HTTP.
     * Mutations go over HTTP, where write tokens are checked.
     */
    public ExecutionResult subscribe(GraphQLRequest request) {
        if (!isSubscription(request)) {
            return execute(request);
        }
        try {
            ExecutionResult started = graphql.execute(input(request, Deadline.NONE, stores));
            return started.getData() instanceof Publisher<?> ? started : coded(started);
        } catch (RuntimeException e) {
            return failed(e, RequestIds.current());
        }
    }

    /** True when the operation to run is a subscription. */
    private static boolean isSubscription(GraphQLRequest request) {
        return request.query().contains("subscription")
                && request.operationType().orElse(null) == OperationDefinition.Operation.SUBSCRIPTION;
    }

    /** The change feed the subscriptions follow (the HTTP server starts it, and closes it with this service). */
    public ChangeFeed feed() {
        return stores.feed();
    }

    /**
     * A request without a write token (reads; a mutation among them is refused by its fetcher) runs on the request's
     * own thread, which the {@link Watchdog} interrupts at the time limit.
     */
    private ExecutionResult read(GraphQLRequest request) {
        Deadline deadline = Deadline.after(limits.requestTimeout());
        Watchdog.Watch watch = watchdog.watch(deadline);
        ExecutionResult result = null;
        RuntimeException failure = null;
        boolean late;
        try {
            result = inOneTransaction(request, deadline);
        } catch (RuntimeException e) {
            failure = e;
        } finally {
            late = watch.end();
        }
        if (late) {
            return timedOut(request);
        }
        // without a failure, inOneTransaction returned, and its result is never null
        return failure != null ? failed(failure, RequestIds.current()) : coded(Objects.requireNonNull(result));
    }

    /**
     * A write runs on a thread of its own: at the time limit the request waits for a commit under way
     * ({@link #afterCommit}).
     */
    private ExecutionResult write(GraphQLRequest request) {
        String requestId = RequestIds.current();
        Deadline deadline = Deadline.after(limits.requestTimeout());
        Future<ExecutionResult> future = executor.submit(() -> {
            RequestIds.set(requestId);
            try {
                return inOneTransaction(request, deadline);
            } finally {
                RequestIds.clear();
            }
        });
        try {
            return coded(future.get(limits.requestTimeout().toMillis(), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            if (!deadline.expire()) {
                return afterCommit(future, deadline, requestId);
            }
            future.cancel(true);
            return timedOut(request);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failure(ErrorCode.UNAVAILABLE, "The server is shutting down; try again shortly.");
        } catch (ExecutionException e) {
            return failed(e, requestId);
        }
    }

    /**
     * Runs the request with all its reads in one transaction; an operation that its last runs show to send one
     * statement sends it alone ({@link SingleStatementOperations}). Should it send more after all, the rest reads in a
     * transaction chained to the first statement, and the operation goes back to transactions; the request is never run
     * again.
     */
    private ExecutionResult inOneTransaction(GraphQLRequest request, Deadline deadline) {
        ReadOutcome<ExecutionResult> run = stores.graph()
                .inOneRead(
                        snapshot -> graphql.execute(input(request, deadline, stores.readingIn(snapshot))),
                        singleStatement.expected(request));
        singleStatement.ran(request, run.statements());
        return run.value();
    }

    /** The execution of {@code request}, its fetchers and loaders reading through {@code stores} (its snapshot's). */
    private ExecutionInput input(GraphQLRequest request, Deadline deadline, Stores stores) {
        Projections.ForLoaders projection = new Projections.ForLoaders();
        return ExecutionInput.newExecutionInput()
                .query(request.query())
                .operationName(request.operationName())
                .variables(request.variables() == null ? Map.of() : request.variables())
                .dataLoaderRegistry(Loaders.registry(stores, projection))
                .graphQLContext(context -> {
                    context.put(Introspection.INTROSPECTION_DISABLED, !introspection);
                    new RequestContext(deadline, request.writer(), stores, shapes, lists, projection).putInto(context);
                })
                .build();
    }

    private ExecutionResult timedOut(GraphQLRequest request) {
        LOG.warn("Request {} stopped after the time limit of {}", RequestIds.current(), limits.requestTimeout());
        return failure(
                ErrorCode.TIMEOUT,
                "The request took longer than " + seconds(limits.requestTimeout()) + " s and was stopped"
                        + (request.writer() == null
                                ? "; ask for less (smaller `first`, fewer nested lists) and try again."
                                : "; nothing was written. Send smaller batches, or try again."));
    }

    private static ExecutionResult failed(Throwable e, String requestId) {
        Throwable cause = ErrorMapping.unwrap(e);
        if (cause instanceof IskraException iskra) {
            // IskraException's constructors take a non-null message
            return failure(iskra.code(), Objects.requireNonNull(iskra.getMessage()));
        }
        LOG.error("Request {} failed", requestId, cause);
        return failure(ErrorCode.INTERNAL, "Internal error; it was logged with request id " + requestId + ".");
    }

    /**
     * The time limit passed while a write of the request was committing: answering TIMEOUT would hide a write that
     * lands, so wait for the answer that reports it (up to the write timeout: a commit the database does not confirm by
     * then is reported as of unknown outcome, never as not written).
     */
    private ExecutionResult afterCommit(Future<ExecutionResult> future, Deadline deadline, String requestId) {
        LOG.warn(
                "Request {} reached the time limit of {} while committing a write; waiting for its answer",
                requestId,
                limits.requestTimeout());
        try {
            return coded(future.get(limits.writeTimeout().toMillis(), TimeUnit.MILLISECONDS));
        } catch (ExecutionException e) {
            return failed(e, requestId);
        } catch (TimeoutException e) {
            future.cancel(true);
            return failure(
                    ErrorCode.UNAVAILABLE,
                    "The database did not confirm this request's writes within " + seconds(limits.writeTimeout())
                            + " s (" + deadline.commits()
                            + " confirmed); they may have been applied: check `importBatches` before sending them again.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failure(
                    ErrorCode.UNAVAILABLE,
                    "The server is shutting down while this request's writes commit (" + deadline.commits()
                            + " confirmed); check `importBatches` before sending them again.");
        }
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? String.valueOf(d.toSeconds()) : String.valueOf(d.toMillis() / 1000.0);
    }

    private static ExecutionResult coded(ExecutionResult result) {
        ExecutionResultImpl.Builder<?> coded = ExecutionResultImpl.newExecutionResult()
                .errors(ErrorMapping.withCodes(result.getErrors()))
                .extensions(result.getExtensions());
        if (result.isDataPresent()) {
            coded.data(result.getData());
        }
        return coded.build();
    }

    /** A result with one coded error and no data: a request refused before it runs. */
    public static ExecutionResult failure(ErrorCode code, String message) {
        return ExecutionResultImpl.newExecutionResult()
                .addError(GraphqlErrorBuilder.newError()
                        .message(message)
                        .extensions(Map.of("code", code.name()))
                        .build())
                .build();
    }

    @Override
    public void close() {
        executor.shutdownNow();
        watchdog.close();
        stores.feed().close();
    }
}
