package org.iskra.graphql;

import graphql.ExecutionInput;
import graphql.ExecutionResult;
import graphql.ExecutionResultImpl;
import graphql.GraphQL;
import graphql.GraphqlErrorBuilder;
import graphql.execution.AsyncExecutionStrategy;
import graphql.introspection.Introspection;
import graphql.schema.GraphQLSchema;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Executes GraphQL requests: per-request batch loaders, a parsed-document cache, limits on shape,
 * depth and cost ({@link QueryLimits}), a time limit, introspection that can be switched off, and
 * an {@code extensions.code} on every error.
 */
public final class GraphQLService implements AutoCloseable {
    /** Key of the write token's name in the GraphQL context; absent for anonymous requests. */
    public static final String WRITER = "iskra.writer";
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(GraphQLService.class);

    private final GraphQL graphql;
    private final GraphQLSchema schema;
    private final Stores stores;
    private final ApiLimits limits;
    private final boolean introspection;
    private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();

    public GraphQLService(Stores stores, ApiLimits limits) {
        this(stores, limits, true);
    }

    /** With {@code introspection} false, {@code __schema} and {@code __type} are refused ({@code __typename} still works). */
    public GraphQLService(Stores stores, ApiLimits limits, boolean introspection) {
        this.stores = stores;
        this.limits = limits;
        this.introspection = introspection;
        this.schema = SchemaFactory.build(stores, limits);
        ErrorMapping errors = new ErrorMapping();
        this.graphql = GraphQL.newGraphQL(schema)
                .queryExecutionStrategy(new AsyncExecutionStrategy(errors))
                .mutationExecutionStrategy(new AsyncExecutionStrategy(errors))
                .defaultDataFetcherExceptionHandler(errors)
                .instrumentation(QueryLimits.of(limits))
                .preparsedDocumentProvider(new DocumentCache(2_000))
                .build();
    }

    public GraphQLSchema schema() {
        return schema;
    }

    /** Runs the request within the time limit; the result always carries codes on its errors. */
    public ExecutionResult execute(GraphQLRequest request) {
        String requestId = RequestIds.current();
        ExecutionInput input = ExecutionInput.newExecutionInput()
                .query(request.query())
                .operationName(request.operationName())
                .variables(request.variables() == null ? Map.of() : request.variables())
                .dataLoaderRegistry(Loaders.registry(stores))
                .graphQLContext(context -> {
                    context.put(Introspection.INTROSPECTION_DISABLED, !introspection);
                    if (request.writer() != null) {
                        context.put(WRITER, request.writer());
                    }
                })
                .build();
        Future<ExecutionResult> future = executor.submit(() -> {
            RequestIds.set(requestId);
            try {
                return graphql.execute(input);
            } finally {
                RequestIds.clear();
            }
        });
        ExecutionResult result;
        try {
            result = future.get(limits.requestTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            LOG.warn("Request {} stopped after the time limit of {}", requestId, limits.requestTimeout());
            return failure(ErrorCode.TIMEOUT, "The request took longer than " + limits.requestTimeout().toSeconds()
                    + " s and was stopped; ask for less (smaller `first`, fewer nested lists) and try again.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failure(ErrorCode.UNAVAILABLE, "The server is shutting down; try again shortly.");
        } catch (ExecutionException e) {
            Throwable cause = ErrorMapping.unwrap(e);
            if (cause instanceof IskraException iskra) {
                return failure(iskra.code(), iskra.getMessage());
            }
            LOG.error("Request {} failed", requestId, cause);
            return failure(ErrorCode.INTERNAL, "Internal error; it was logged with request id " + requestId + ".");
        }
        ExecutionResultImpl.Builder<?> coded = ExecutionResultImpl.newExecutionResult()
                .errors(ErrorMapping.withCodes(result.getErrors()))
                .extensions(result.getExtensions());
        if (result.isDataPresent()) {
            coded.data(result.getData());
        }
        return coded.build();
    }

    static ExecutionResult failure(ErrorCode code, String message) {
        return ExecutionResultImpl.newExecutionResult()
                .addError(GraphqlErrorBuilder.newError().message(message).extensions(Map.of("code", code.name())).build())
                .build();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
