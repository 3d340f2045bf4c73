package org.iskra.graphql;

import java.util.Map;

/** A GraphQL request as sent over HTTP: the document, the operation to run and its variables. */
public record GraphQLRequest(String query, String operationName, Map<String, Object> variables) {}
