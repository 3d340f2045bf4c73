package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.dataloader.DataLoader;
import org.dataloader.DataLoaderFactory;
import org.junit.jupiter.api.Test;

class FetchTest {

    @Test
    void aValueIsAtHandOnlyOnceLoadedWithoutFailure() {
        DataLoader<String, String> loader = DataLoaderFactory.newMappedDataLoader(keys -> {
            Map<String, String> found = new HashMap<>();
            keys.forEach(k -> found.put(k, k.toUpperCase()));
            return CompletableFuture.completedFuture(found);
        });
        loader.prime("primed", "read by another statement");
        loader.prime("failed", new IllegalStateException("the database is unreachable"));
        CompletableFuture<String> waiting = loader.load("waiting");

        assertEquals("read by another statement", Fetch.now(loader, "primed").join());
        assertNull(Fetch.now(loader, "never asked"), "not in the request");
        assertNull(Fetch.now(loader, "failed"), "a failure is left to the loader, which reports it");
        assertNull(Fetch.now(loader, "waiting"), "asked for, not dispatched yet");

        loader.dispatch();
        assertEquals("WAITING", waiting.join());
        assertEquals("WAITING", Fetch.now(loader, "waiting").join(), "loaded at an earlier level");
    }

    @Test
    void theFirstItemOfAListOrOfAFutureList() {
        assertEquals("congress-2", Fetch.first(List.of("congress-2", "congress-3")));
        assertNull(Fetch.first(List.of()));
        CompletableFuture<List<String>> later = new CompletableFuture<>();
        Object first = Fetch.first(later);
        later.complete(List.of("congress-5"));
        assertEquals("congress-5", ((CompletableFuture<?>) first).join());
    }
}
