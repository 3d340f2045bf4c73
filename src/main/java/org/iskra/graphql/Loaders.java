package org.iskra.graphql;

import graphql.schema.DataFetchingEnvironment;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.dataloader.DataLoader;
import org.dataloader.DataLoaderFactory;
import org.dataloader.DataLoaderRegistry;
import org.iskra.congresses.CongressStore;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Entity;
import org.iskra.facts.Statement;
import org.iskra.groups.MembersFilter;
import org.iskra.importer.AuditStore;
import org.iskra.reads.ListRead;
import org.iskra.reads.Projection;
import org.iskra.reads.StatementKey;
import org.iskra.reads.WithEntities;
import org.jspecify.annotations.Nullable;

/**
 * The per-request batch loaders that keep nested lists from costing one query per item: every entity and every
 * statement list asked for at one level of the query is fetched in one round trip (whatever their filters), every
 * members page in one round trip per distinct filter. The entities read with statements and pages (the other end of
 * each statement, the members) come back with them, and the fields that use them hand them down to the fields beneath
 * ({@link Held}), so resolving them costs no further round trip. Every loader reads entities with the request's
 * projection ({@link Projections}): the properties its operation selects.
 */
public final class Loaders {
    static final String NODES = "nodes";
    static final String STATEMENTS = "statements";
    static final String MEMBERS = "members";
    static final String ROSTERS = "rosters";
    static final String IN_CONTEXT = "inContext";
    static final String ROOTS = "roots";
    static final String BATCHES = "batches";

    private Loaders() {}

    /** The loaders of one request, reading entities with {@code projection} (whole until a field reaches a loader). */
    public static DataLoaderRegistry registry(Stores stores, Supplier<Projection> projection) {
        DataLoaderRegistry registry = new DataLoaderRegistry();
        registry.register(
                NODES,
                DataLoaderFactory.<String, Entity>newMappedDataLoader(
                        ids -> CompletableFuture.completedFuture(stores.nodes().byIds(ids, projection.get()))));
        registry.register(
                STATEMENTS,
                DataLoaderFactory.<StatementKey, WithEntities<List<Statement>>>newMappedDataLoader(
                        keys -> CompletableFuture.completedFuture(loadStatements(stores, keys, projection.get()))));
        registry.register(
                ROOTS,
                DataLoaderFactory.<RootKey, RootRead>newMappedDataLoader(
                        keys -> CompletableFuture.completedFuture(loadRoots(stores, keys))));
        registry.register(
                MEMBERS,
                DataLoaderFactory.<MembersKey, WithEntities<Connection<Statement>>>newMappedDataLoader(
                        keys -> CompletableFuture.completedFuture(loadMembers(stores, keys, projection.get()))));
        registry.register(
                IN_CONTEXT,
                DataLoaderFactory.<ContextKey, List<Statement>>newMappedDataLoader(
                        keys -> CompletableFuture.completedFuture(loadInContext(stores, keys))));
        registry.register(
                BATCHES,
                DataLoaderFactory.<String, AuditStore.Batch>newMappedDataLoader(
                        ids -> CompletableFuture.completedFuture(stores.audit().batches(ids))));
        registry.register(
                ROSTERS,
                DataLoaderFactory.<String, CongressStore.Recorded>newMappedDataLoader(ids ->
                        CompletableFuture.completedFuture(stores.congresses().recorded(ids))));
        return registry;
    }

    /**
     * An entity, the lists its own fields asked for ({@code lists}), the lists read ahead for the entities at the other
     * ends of their statements ({@code beneath}), which travel down to those entities' fields ({@link ReadAhead}), and
     * the entities read with them all ({@code held}: those of the batch and the other ends of their statements).
     */
    record RootRead(
            Entity entity,
            Map<StatementKey, List<Statement>> lists,
            Map<StatementKey, List<Statement>> beneath,
            Map<String, Entity> held) {}

    /** Each list with the entities read with the batch (one map shared by every list of it). */
    private static Map<StatementKey, WithEntities<List<Statement>>> loadStatements(
            Stores stores, Set<StatementKey> keys, Projection projection) {
        WithEntities<Map<StatementKey, List<Statement>>> read =
                stores.statements().about(keys, projection);
        Map<StatementKey, WithEntities<List<Statement>>> result = new HashMap<>();
        read.value().forEach((key, list) -> result.put(key, new WithEntities<>(list, read.entities())));
        return result;
    }

    /**
     * Entities with the statement lists their selections ask for (and those read ahead for the other ends of their
     * statements), in one round trip: each entity's own lists come back with it, and those of the other ends beside
     * them, for the fields beneath. With more shapes of list than one statement holds, the entities alone (their fields
     * then load their lists at their level).
     */
    private static Map<RootKey, RootRead> loadRoots(Stores stores, Set<RootKey> keys) {
        Map<String, List<ListRead>> listsById = new LinkedHashMap<>();
        keys.forEach(
                k -> listsById.computeIfAbsent(k.id(), id -> new ArrayList<>()).addAll(k.lists()));
        Projection projection = keys.iterator().next().projection(); // the request's, the same for every key
        Set<StatementKey> own = new HashSet<>();
        keys.forEach(k -> k.lists().forEach(read -> own.add(read.list())));
        Map<StatementKey, List<Statement>> lists = new HashMap<>();
        Map<StatementKey, List<Statement>> beneath = new HashMap<>(); // the batch's, handed to each of its entities
        Map<String, Entity> held = new HashMap<>();
        Map<String, Entity> entities = stores.statements()
                .withStatements(listsById, projection)
                .map(read -> {
                    read.statements().forEach((key, list) -> (own.contains(key) ? lists : beneath).put(key, list));
                    held.putAll(read.ends());
                    return read.entities();
                })
                .orElseGet(() -> stores.nodes().byIds(listsById.keySet(), projection));
        held.putAll(entities);
        // one copy of each for every entity of the batch
        Map<StatementKey, List<Statement>> shared = Map.copyOf(beneath);
        Map<String, Entity> sharedHeld = Map.copyOf(held);
        Map<RootKey, RootRead> result = new HashMap<>();
        keys.forEach(
                k -> { // an id that names no entity is left out: the loader answers null for it
                    Entity entity = entities.get(k.id());
                    if (entity == null) {
                        return;
                    }
                    Map<StatementKey, List<Statement>> its = new HashMap<>();
                    k.lists().forEach(read -> {
                        List<Statement> list = lists.get(read.list());
                        if (list != null) {
                            its.put(read.list(), list);
                        }
                    });
                    result.put(k, new RootRead(entity, its, shared, sharedHeld));
                });
        return result;
    }

    /** One round trip per distinct list of types, for every congress of a level. */
    private static Map<ContextKey, List<Statement>> loadInContext(Stores stores, Set<ContextKey> keys) {
        Map<ContextKey, List<Statement>> result = new HashMap<>();
        keys.stream()
                .collect(Collectors.groupingBy(
                        k -> Optional.ofNullable(k.types()),
                        Collectors.mapping(ContextKey::context, Collectors.toSet())))
                .forEach((types, contexts) -> stores.statements()
                        .inContexts(contexts, types.orElse(null), null, false)
                        .forEach((context, list) -> result.put(new ContextKey(context, types.orElse(null)), list)));
        return result;
    }

    private record MembersQuery(MembersFilter filter, Page page) {}

    private static Map<MembersKey, WithEntities<Connection<Statement>>> loadMembers(
            Stores stores, Set<MembersKey> keys, Projection projection) {
        Map<MembersKey, WithEntities<Connection<Statement>>> result = new HashMap<>();
        Map<MembersQuery, List<String>> idsByQuery = keys.stream()
                .collect(Collectors.groupingBy(
                        k -> new MembersQuery(k.filter(), k.page()),
                        Collectors.mapping(MembersKey::organizationId, Collectors.toList())));
        idsByQuery.forEach((q, ids) -> {
            WithEntities<Map<String, Connection<Statement>>> read =
                    stores.memberships().membersByOrganization(ids, q.filter(), q.page(), projection);
            read.value()
                    .forEach((id, page) -> result.put(
                            new MembersKey(id, q.filter(), q.page()), new WithEntities<>(page, read.entities())));
        });
        return result;
    }

    static DataLoader<RootKey, RootRead> roots(DataFetchingEnvironment env) {
        return loader(env, ROOTS);
    }

    // the loaders that read entities work out the request's projection first (once per request), so
    // that what they read is projected whatever field reached them first

    static DataLoader<String, Entity> nodes(DataFetchingEnvironment env) {
        Projections.ensure(env);
        return loader(env, NODES);
    }

    static DataLoader<StatementKey, WithEntities<List<Statement>>> statements(DataFetchingEnvironment env) {
        Projections.ensure(env);
        return loader(env, STATEMENTS);
    }

    /** The statements made at a congress or event, batched across the congresses of a level. */
    public static DataLoader<ContextKey, List<Statement>> inContext(DataFetchingEnvironment env) {
        return loader(env, IN_CONTEXT);
    }

    /** The recorded write with this id (null for none), batched across the statements and changes of a level. */
    static CompletableFuture<AuditStore.Batch> batch(DataFetchingEnvironment env, @Nullable String id) {
        return id == null
                ? CompletableFuture.completedFuture(null)
                : Loaders.<String, AuditStore.Batch>loader(env, BATCHES).load(id);
    }

    /** What the graph records of each congress's delegates, batched across the congresses of a level. */
    public static DataLoader<String, CongressStore.Recorded> rosters(DataFetchingEnvironment env) {
        return loader(env, ROSTERS);
    }

    static DataLoader<MembersKey, WithEntities<Connection<Statement>>> members(DataFetchingEnvironment env) {
        Projections.ensure(env);
        return loader(env, MEMBERS);
    }

    /** A loader of the request: {@link #registry} registers every one of them. */
    private static <K, V> DataLoader<K, V> loader(DataFetchingEnvironment env, String name) {
        return Objects.requireNonNull(env.getDataLoader(name), () -> "the request has no loader " + name);
    }
}
