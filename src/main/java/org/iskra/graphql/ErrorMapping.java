package org.iskra.graphql;

import graphql.ErrorClassification;
import graphql.ErrorType;
import graphql.GraphQLError;
import graphql.GraphqlErrorBuilder;
import graphql.execution.DataFetcherExceptionHandler;
import graphql.execution.DataFetcherExceptionHandlerParameters;
import graphql.execution.DataFetcherExceptionHandlerResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.core.RequestIds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns every failure into a GraphQL error with {@code extensions.code}. Messages of {@link IskraException} are shown
 * as they are; anything else is logged with the request id and reported as INTERNAL with no detail, so no stack trace,
 * class name or Cypher reaches a client.
 */
public final class ErrorMapping implements DataFetcherExceptionHandler {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorMapping.class);

    @Override
    public CompletableFuture<DataFetcherExceptionHandlerResult> handleException(
            DataFetcherExceptionHandlerParameters params) {
        Throwable e = unwrap(params.getException());
        GraphqlErrorBuilder<?> error =
                GraphqlErrorBuilder.newError().path(params.getPath()).location(params.getSourceLocation());
        if (e instanceof IskraException iskra) {
            error.message(iskra.getMessage())
                    .extensions(Map.of("code", iskra.code().name()));
            if (iskra.code() == ErrorCode.INTERNAL) {
                LOG.error(
                        "Internal failure at {} (request {})",
                        params.getPath(),
                        RequestIds.current(),
                        iskra.getCause());
            }
        } else {
            LOG.error("Unexpected failure at {} (request {})", params.getPath(), RequestIds.current(), e);
            error.message("Internal error; it was logged with request id " + RequestIds.current() + ".")
                    .extensions(Map.of("code", ErrorCode.INTERNAL.name()));
        }
        return CompletableFuture.completedFuture(
                DataFetcherExceptionHandlerResult.newResult(error.build()).build());
    }

    static Throwable unwrap(Throwable e) {
        Throwable t = e;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    /** Gives every error an {@code extensions.code}: parse, validation and input coercion errors are BAD_USER_INPUT. */
    public static List<GraphQLError> withCodes(List<GraphQLError> errors) {
        return errors.stream().map(ErrorMapping::withCode).toList();
    }

    private static GraphQLError withCode(GraphQLError error) {
        Map<String, Object> extensions =
                error.getExtensions() == null ? new HashMap<>() : new HashMap<>(error.getExtensions());
        if (extensions.containsKey("code")) {
            return error;
        }
        extensions.put("code", codeOf(error.getErrorType()).name());
        return GraphqlErrorBuilder.newError()
                .message(error.getMessage())
                .locations(error.getLocations())
                .path(error.getPath())
                .errorType(error.getErrorType())
                .extensions(extensions)
                .build();
    }

    private static ErrorCode codeOf(ErrorClassification type) {
        if (type == ErrorType.InvalidSyntax
                || type == ErrorType.ValidationError
                || type == ErrorType.OperationNotSupported) {
            return ErrorCode.BAD_USER_INPUT;
        }
        return type == ErrorType.DataFetchingException ? ErrorCode.INTERNAL : ErrorCode.BAD_USER_INPUT;
    }
}
