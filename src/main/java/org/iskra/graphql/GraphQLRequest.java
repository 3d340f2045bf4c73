package org.iskra.graphql;

import graphql.language.Document;
import graphql.language.OperationDefinition;
import graphql.parser.Parser;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A GraphQL request as sent over HTTP: the document, the operation to run and its variables, and the name of the write
 * token that authorised it (null for anonymous reads).
 */
public record GraphQLRequest(
        String query,
        @Nullable String operationName,
        @Nullable Map<String, Object> variables,
        @Nullable String writer) {

    public GraphQLRequest(String query, @Nullable String operationName, @Nullable Map<String, Object> variables) {
        this(query, operationName, variables, null);
    }

    /**
     * The kind of the operation to run (the one named, else the document's), without validating anything; empty when
     * the document does not parse (the engine then reports where) or has no such operation.
     */
    public Optional<OperationDefinition.Operation> operationType() {
        try {
            Document document = Parser.parse(query);
            return document.getDefinitionsOfType(OperationDefinition.class).stream()
                    .filter(op -> operationName == null || operationName.equals(op.getName()))
                    .map(OperationDefinition::getOperation)
                    .findFirst();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The same request, authorised by the named write token. */
    public GraphQLRequest writtenBy(String tokenName) {
        return new GraphQLRequest(query, operationName, variables, tokenName);
    }
}
