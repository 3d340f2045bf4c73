package org.iskra.graphql;

import graphql.execution.DataFetcherResult;
import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.SelectedField;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.dataloader.DataLoader;
import org.iskra.core.Connection;
import org.iskra.core.IskraException;
import org.iskra.core.Page;
import org.iskra.facts.Entity;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.facts.TermBeginning;
import org.iskra.facts.TermEnding;
import org.iskra.reads.ListRead;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementKey;
import org.iskra.reads.WithEntities;
import org.jspecify.annotations.Nullable;

/**
 * Building blocks for data fetchers: what a field above has read and handed down ({@link Held}), or the request's batch
 * loaders hold already ({@link #now}), is returned at once; the rest goes through the loaders. A field that reads
 * entities with its value (the other ends of statements, the people of a page) hands them down to the fields beneath.
 *
 * <p>A fetcher that may hold its value returns {@code Object}: the value itself, or a future of it. That is the
 * engine's own idiom (graphql-java's {@code fetchField} returns a materialised value or a future since version 22): a
 * value returned at once costs it no future and no dispatch round, which a completed future still does.
 */
public final class Fetch {
    private Fetch() {}

    /**
     * The object whose field is being fetched (of a type other than Query, Mutation and Subscription): never null, as
     * the engine resolves no field of a null object.
     */
    static <T> T source(DataFetchingEnvironment env) {
        return Objects.requireNonNull(env.getSource(), "the source of a field of an object type");
    }

    /**
     * An argument the schema declares non-null ({@code ID!}, {@code [ID!]!}): validation refuses an operation that
     * leaves it out or passes null.
     */
    static <T> T required(DataFetchingEnvironment env, String name) {
        return Objects.requireNonNull(env.getArgument(name), () -> "the required argument `" + name + "`");
    }

    /** The entity with this id, or null. */
    public static CompletableFuture<Entity> node(DataFetchingEnvironment env, @Nullable String id) {
        if (id == null) {
            return CompletableFuture.completedFuture(null);
        }
        Entity held = Held.of(env).entity(id);
        return held != null
                ? CompletableFuture.completedFuture(held)
                : Loaders.nodes(env).load(id);
    }

    /**
     * The entity with this id if it is of {@code type}, else null: a field's value, at once when the request holds the
     * entity already ({@link #now}), else a future of the batch loader.
     */
    public static @Nullable Object node(DataFetchingEnvironment env, @Nullable String id, Class<?> type) {
        if (id == null) {
            return null;
        }
        Entity held = Held.of(env).entity(id);
        if (held != null) {
            return ofType(held, type);
        }
        CompletableFuture<Entity> entity = heldOrLoaded(Loaders.nodes(env), id);
        return ready(entity) ? ofType(entity.join(), type) : entity.thenApply(e -> ofType(e, type));
    }

    private static @Nullable Object ofType(Entity e, Class<?> type) {
        return type.isInstance(e) ? e : null;
    }

    /** The first item of a list field's value (a list, or a future of one), or null. */
    public static @Nullable Object first(Object list) {
        return list instanceof CompletableFuture<?> future ? future.thenApply(Fetch::firstOrNull) : firstOrNull(list);
    }

    private static @Nullable Object firstOrNull(Object list) {
        return list instanceof List<?> items && !items.isEmpty() ? items.getFirst() : null;
    }

    /**
     * The loader's value for this key: the one the request holds ({@link #now}), else a load batched with its level.
     */
    private static <K, V> CompletableFuture<V> heldOrLoaded(DataLoader<K, V> loader, K key) {
        CompletableFuture<V> held = now(loader, key);
        return held != null ? held : loader.load(key);
    }

    private static boolean ready(CompletableFuture<?> value) {
        return value.isDone() && !value.isCompletedExceptionally();
    }

    /**
     * The loader's completed value for this key when the request holds it already (loaded at an earlier level), else
     * null. A fetcher that returns such a value, or one handed down ({@link Held}), rather than a future lets the
     * engine complete the field and its subfields at once, without the future and the level dispatch of a load (150 of
     * them on a page of 50 memberships with their people, organizations and sources).
     */
    static <K, V> @Nullable CompletableFuture<V> now(DataLoader<K, V> loader, K key) {
        return loader.getIfCompleted(key)
                .filter(f -> !f.isCompletedExceptionally())
                .orElse(null);
    }

    /**
     * {@code data}, handing down to the fields beneath it the entities read with it ({@code entities}: a search's hits,
     * the entities of its paths), so that resolving them costs no round trip.
     */
    public static <T> DataFetcherResult<T> handingDown(
            DataFetchingEnvironment env, T data, Collection<? extends Entity> entities) {
        Map<String, Entity> byId = new HashMap<>();
        entities.forEach(e -> byId.put(e.id(), e));
        return Held.of(env).with(byId).handDown(data);
    }

    /** {@code data}, computed from a read, handing down to the fields beneath it the entities read with it. */
    static <T extends @Nullable Object> DataFetcherResult<T> handingDown(
            DataFetchingEnvironment env, T data, WithEntities<?> read) {
        return Held.of(env).with(read.entities()).handDown(data);
    }

    /** The entities with these ids, in order, skipping ids that do not exist. */
    public static CompletableFuture<List<Entity>> nodes(DataFetchingEnvironment env, List<String> ids) {
        return nodes(env, ids, Map.of());
    }

    /**
     * The entities with these ids, in order, skipping ids that do not exist: at once when {@code read} (entities read
     * with the caller's statements) or the fields above hold them all.
     */
    static CompletableFuture<List<Entity>> nodes(
            DataFetchingEnvironment env, List<String> ids, Map<String, Entity> read) {
        List<Object> held = heldOfKind(env, ids, Entity.class, read);
        if (held != null) {
            return CompletableFuture.completedFuture(
                    held.stream().map(Entity.class::cast).toList());
        }
        return Loaders.nodes(env)
                .loadMany(ids)
                .thenApply(list -> list.stream().filter(Objects::nonNull).toList());
    }

    /**
     * A fetcher for a field holding ids, resolved to entities (e.g. {@code sources}); at once when the request holds
     * them all ({@link #now}).
     */
    public static DataFetcher<Object> nodesOf(Function<Object, List<String>> ids) {
        return env -> {
            List<String> wanted = ids.apply(source(env));
            List<Object> held = heldOfKind(env, wanted, Entity.class, Map.of());
            return held != null ? held : nodes(env, wanted);
        };
    }

    /** A fetcher for a field holding one id, resolved to its entity (at once when the request holds it). */
    public static DataFetcher<Object> nodeOf(Function<Object, @Nullable String> id) {
        return env -> node(env, id.apply(source(env)), Entity.class);
    }

    /**
     * The statements of an entity that pass the filter, with every property (for a fetcher that works on them before it
     * shows them), and the entities at their other ends ({@link #handingDown}).
     */
    public static CompletableFuture<WithEntities<List<Statement>>> statements(
            DataFetchingEnvironment env, String id, StatementFilter filter) {
        return Loaders.statements(env).load(ListField.of(env).selected(new StatementKey(id, filter)));
    }

    /**
     * The part of an entity's statements that a list field's {@code first} (null: all, else 0…{@code maxFirst}) and
     * {@code after} arguments ask for, to be shown as the field's items: each with only the properties their selection
     * reads ({@link ListField#projected}). {@code after} is the id of the last item of the previous page: a statement,
     * or with {@code afterOther} the entity at its other end.
     */
    public static CompletableFuture<DataFetcherResult<List<Statement>>> listedStatements(
            DataFetchingEnvironment env, String id, StatementFilter filter, int maxFirst, boolean afterOther) {
        return Loaders.statements(env)
                .load(ListField.of(env).key(id, filter, maxFirst, afterOther))
                .thenApply(read -> handingDown(env, read.value(), read));
    }

    /**
     * The list a field names ({@code key}) of the source entity's statements: at once when the request holds it
     * ({@link #now}).
     */
    public static Object list(DataFetchingEnvironment env, ListField.Key key) {
        CompletableFuture<WithEntities<List<Statement>>> list = listed(env, key);
        if (ready(list)) {
            WithEntities<List<Statement>> read = list.join();
            return read.entities().isEmpty() ? read.value() : handingDown(env, read.value(), read);
        }
        return list.thenApply(read -> handingDown(env, read.value(), read));
    }

    /**
     * The list a field names of the source entity's statements: the one read with the entity, or above it, and handed
     * down ({@link ReadAhead}, with the entities at its other ends), else the request's loader's, with them.
     */
    private static CompletableFuture<WithEntities<List<Statement>>> listed(
            DataFetchingEnvironment env, ListField.Key key) {
        List<Statement> readAhead = ReadAhead.of(env);
        if (readAhead != null) {
            return CompletableFuture.completedFuture(new WithEntities<>(readAhead, Map.of()));
        }
        StatementKey listKey = key.of(((Entity) source(env)).id(), ListField.of(env));
        List<Statement> beneath = ReadAhead.beneath(env, listKey);
        return beneath != null
                ? CompletableFuture.completedFuture(new WithEntities<>(beneath, Map.of()))
                : heldOrLoaded(Loaders.statements(env), listKey);
    }

    /**
     * The entities at the other end of the list a field names ({@code key}) of the source entity's statements (at once
     * when the request holds them).
     */
    public static Object linkedList(
            DataFetchingEnvironment env, ListField.Key key, StatementFilter.Direction direction, Class<?> kind) {
        return linked(env, listed(env, key), direction, kind);
    }

    /**
     * The entity with this id if it is of {@code type}, else null, read in the same round trip as the lists of its
     * statements that its selection asks for ({@code lists}: the list fields of its type), and as the lists its
     * selection asks for of the entity at the other end of each of their statements. Its own lists go down to its list
     * fields in the local context ({@link ReadAhead}); those of the other ends to the loader's cache, where their
     * fields find them. A field whose arguments are refused is left to report it when it resolves.
     */
    static <T> CompletableFuture<?> nodeWithLists(
            DataFetchingEnvironment env, @Nullable String id, Class<T> type, ListFields lists, String typeName) {
        if (id == null) {
            return CompletableFuture.completedFuture(null);
        }
        List<AheadList> ahead = ReadPlan.field(env).readsAhead.get(() -> listReads(env, lists, typeName));
        if (ahead.isEmpty()) {
            return node(env, id).thenApply(e -> type.isInstance(e) ? type.cast(e) : null);
        }
        List<ListRead> reads = ahead.stream().map(a -> a.read().about(id)).toList();
        RootKey key = new RootKey(id, reads, Projections.of(env, lists));
        return Loaders.roots(env).load(key).thenApply(read -> {
            if (read == null) {
                return null;
            }
            Entity e = read.entity();
            if (!type.isInstance(e)) {
                return null;
            }
            Map<String, List<Statement>> byResultKey = new HashMap<>();
            for (int i = 0; i < ahead.size(); i++) {
                List<Statement> list = read.lists().get(reads.get(i).list());
                if (list != null) {
                    byResultKey.put(ahead.get(i).resultKey(), list);
                }
            }
            return Held.of(env)
                    .with(ReadAhead.at(env, byResultKey, read.beneath()), read.held())
                    .handDown(type.cast(e));
        });
    }

    /** A list read ahead, and the result key (alias, else name) of the field that asks for it. */
    record AheadList(String resultKey, ListRead read) {}

    /**
     * The lists an entity field's selection asks for, as keys whose entity id is null (the same for every entity read
     * there).
     */
    private static List<AheadList> listReads(DataFetchingEnvironment env, ListFields lists, String typeName) {
        ListFields.OfType own = lists.of(typeName);
        List<AheadList> reads = new ArrayList<>();
        for (SelectedField field : env.getSelectionSet().getImmediateFields()) {
            ListField.Key list = own.key(field.getName());
            StatementKey key = list == null ? null : keyOrNull(list, null, field);
            if (key != null) {
                ListFields.OtherEnd otherEnd = own.otherEnds().get(field.getName());
                reads.add(new AheadList(
                        field.getResultKey(),
                        new ListRead(
                                key,
                                otherEnd == null ? List.of() : readAhead(field, otherEnd, lists.of(otherEnd.type())))));
            }
        }
        return List.copyOf(reads);
    }

    /**
     * The lists a list field's selection asks for of the entity at the other end of each statement, without that
     * entity's id.
     */
    private static List<StatementKey> readAhead(
            SelectedField listField, ListFields.OtherEnd otherEnd, ListFields.OfType endLists) {
        List<StatementKey> keys = new ArrayList<>();
        for (SelectedField end : listField.getSelectionSet().getImmediateFields()) {
            if (end.getName().equals(otherEnd.field())) {
                for (SelectedField field : end.getSelectionSet().getImmediateFields()) {
                    ListField.Key list = endLists.key(field.getName());
                    StatementKey key = list == null ? null : keyOrNull(list, null, field);
                    if (key != null && !keys.contains(key)) {
                        keys.add(key);
                    }
                }
            }
        }
        return keys;
    }

    /**
     * The key of a selected list field, or null when its arguments are refused (its own fetcher reports it, with its
     * path).
     */
    private static @Nullable StatementKey keyOrNull(ListField.Key list, @Nullable String id, SelectedField field) {
        try {
            return list.of(id, ListField.of(field));
        } catch (IskraException refused) {
            return null;
        }
    }

    /**
     * The {@code first} argument of a list field paged by {@code after} (an id): null for all, else 0…{@code maxFirst}.
     */
    public static @Nullable Integer first(DataFetchingEnvironment env, int maxFirst) {
        return ListField.of(env).first(maxFirst);
    }

    /** A fetcher for the statements of the source entity that pass a fixed filter. */
    public static DataFetcher<CompletableFuture<DataFetcherResult<List<Statement>>>> statementsOf(
            StatementFilter filter) {
        return env -> shown(env, statements(env, ((Entity) source(env)).id(), filter));
    }

    /** A fetcher for {@code statements(types, includeRetracted)} on any entity: both directions. */
    public static DataFetcher<CompletableFuture<DataFetcherResult<List<Statement>>>> statementsField() {
        return env -> {
            List<String> types = env.getArgument("types");
            boolean retracted = Boolean.TRUE.equals(env.getArgument("includeRetracted"));
            StatementFilter filter = new StatementFilter(types, StatementFilter.Direction.BOTH, retracted);
            return shown(env, statements(env, ((Entity) source(env)).id(), filter));
        };
    }

    /** The statements read, as a field's value, handing down the entities read with them. */
    private static CompletableFuture<DataFetcherResult<List<Statement>>> shown(
            DataFetchingEnvironment env, CompletableFuture<WithEntities<List<Statement>>> read) {
        return read.thenApply(r -> handingDown(env, r.value(), r));
    }

    /**
     * A fetcher for the entities at the other end of the source entity's statements of one type: targets of outgoing
     * statements, or origins of incoming ones, in statement order.
     */
    public static DataFetcher<Object> linked(StatementType type, StatementFilter.Direction direction, Class<?> kind) {
        StatementFilter filter = StatementFilter.of(direction, false, type);
        return env -> linked(env, statements(env, ((Entity) source(env)).id(), filter), direction, kind);
    }

    /**
     * The entities at the other end of the statements, in statement order: at once when the request holds the
     * statements and every entity.
     */
    private static Object linked(
            DataFetchingEnvironment env,
            CompletableFuture<WithEntities<List<Statement>>> loaded,
            StatementFilter.Direction direction,
            Class<?> kind) {
        if (ready(loaded)) {
            WithEntities<List<Statement>> read = loaded.join();
            List<Object> held = heldOfKind(env, otherEnds(read.value(), direction), kind, read.entities());
            if (held != null) {
                return held;
            }
        }
        return loaded.thenCompose(read -> nodes(env, otherEnds(read.value(), direction), read.entities())
                .thenApply(list -> list.stream()
                        .filter(kind::isInstance)
                        .map(e -> (Object) e)
                        .toList()));
    }

    private static List<String> otherEnds(List<Statement> statements, StatementFilter.Direction direction) {
        return statements.stream()
                .map(s -> direction == StatementFilter.Direction.OUT ? s.toId() : s.fromId())
                .distinct()
                .toList();
    }

    /**
     * The entities with these ids that are of {@code kind}, in order, when every one of them is in {@code read}, was
     * handed down ({@link Held}) or loaded already; else null.
     */
    private static @Nullable List<Object> heldOfKind(
            DataFetchingEnvironment env, List<String> ids, Class<?> kind, Map<String, Entity> read) {
        Held above = Held.of(env);
        DataLoader<String, Entity> loader = Loaders.nodes(env);
        List<Object> held = new ArrayList<>(ids.size());
        for (String id : ids) {
            Entity entity = read.get(id);
            if (entity == null) {
                entity = above.entity(id);
            }
            if (entity == null) {
                CompletableFuture<Entity> loaded = now(loader, id);
                if (loaded == null) {
                    return null;
                }
                entity = loaded.join();
            }
            if (kind.isInstance(entity)) {
                held.add(entity);
            }
        }
        return held;
    }

    /**
     * One page of an organization's members: the one read above it ({@link Held}), else read with the other
     * organizations of the same level, handing down the people and organizations read with it.
     */
    public static Object members(DataFetchingEnvironment env, MembersKey key) {
        Connection<Statement> held = Held.of(env).members(key);
        if (held != null) {
            return held;
        }
        return Loaders.members(env).load(key).thenApply(read -> handingDown(env, read.value(), read));
    }

    /** A statement's {@code began} as the API writes it ({@code "co-opted"}). */
    static @Nullable String beganOf(DataFetchingEnvironment env) {
        TermBeginning began = Fetch.<Statement>source(env).began();
        return began == null ? null : began.dataName();
    }

    /** A statement's {@code ended} as the API writes it ({@code "term-expired"}). */
    static @Nullable String endedOf(DataFetchingEnvironment env) {
        TermEnding ended = Fetch.<Statement>source(env).ended();
        return ended == null ? null : ended.dataName();
    }

    /** The {@code first}/{@code after} arguments as a validated page. */
    public static Page page(DataFetchingEnvironment env, int maxFirst) {
        return Page.of(env.getArgument("first"), env.getArgument("after"), maxFirst);
    }
}
