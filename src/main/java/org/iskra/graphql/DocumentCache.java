package org.iskra.graphql;

import graphql.ExecutionInput;
import graphql.execution.preparsed.PreparsedDocumentEntry;
import graphql.execution.preparsed.PreparsedDocumentProvider;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Keeps parsed and validated documents, so a repeated query skips parsing and validation. Bounded:
 * when full it starts over, which is cheap and keeps memory flat under hostile traffic.
 */
final class DocumentCache implements PreparsedDocumentProvider {
    private final Map<String, PreparsedDocumentEntry> entries = new ConcurrentHashMap<>();
    private final int capacity;

    DocumentCache(int capacity) {
        this.capacity = capacity;
    }

    @Override
    public CompletableFuture<PreparsedDocumentEntry> getDocumentAsync(ExecutionInput input, Function<ExecutionInput, PreparsedDocumentEntry> parseAndValidate) {
        PreparsedDocumentEntry cached = entries.get(input.getQuery());
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        PreparsedDocumentEntry entry = parseAndValidate.apply(input);
        if (!entry.hasErrors()) {
            if (entries.size() >= capacity) {
                entries.clear();
            }
            entries.put(input.getQuery(), entry);
        }
        return CompletableFuture.completedFuture(entry);
    }
}
