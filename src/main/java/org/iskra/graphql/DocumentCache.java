package org.iskra.graphql;

import graphql.ExecutionInput;
import graphql.execution.preparsed.PreparsedDocumentEntry;
import graphql.execution.preparsed.PreparsedDocumentProvider;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** Keeps parsed and validated documents, so a repeated query skips parsing and validation ({@link BoundedCache}). */
final class DocumentCache implements PreparsedDocumentProvider {
    private final BoundedCache<String, PreparsedDocumentEntry> entries;

    DocumentCache(int capacity) {
        this.entries = new BoundedCache<>(capacity);
    }

    @Override
    public CompletableFuture<PreparsedDocumentEntry> getDocumentAsync(
            ExecutionInput input, Function<ExecutionInput, PreparsedDocumentEntry> parseAndValidate) {
        PreparsedDocumentEntry cached = entries.get(input.getQuery());
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        PreparsedDocumentEntry entry = parseAndValidate.apply(input);
        if (!entry.hasErrors()) {
            entries.put(input.getQuery(), entry);
        }
        return CompletableFuture.completedFuture(entry);
    }
}
