package org.iskra.graphql;

import java.util.Map;

/**
 * A GraphQL request as sent over HTTP: the document, the operation to run and its variables, and
 * the name of the write token that authorised it (null for anonymous reads).
 */
public record GraphQLRequest(String query, String operationName, Map<String, Object> variables, String writer) {

    public GraphQLRequest(String query, String operationName, Map<String, Object> variables) {
        this(query, operationName, variables, null);
    }

    /** The same request, authorised by the named write token. */
    public GraphQLRequest writtenBy(String tokenName) {
        return new GraphQLRequest(query, operationName, variables, tokenName);
    }
}
