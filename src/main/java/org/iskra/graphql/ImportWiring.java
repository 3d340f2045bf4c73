package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.core.Page;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.importer.AuditStore;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactReader;
import org.iskra.importer.ImportReport;
import org.iskra.store.Deadline;

/** The mutations, the audit queries, and the provenance fields of {@code Statement}. */
public final class ImportWiring implements FeatureWiring {
    private final Stores stores;

    public ImportWiring(Stores stores) {
        this.stores = stores;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Mutation")
                .dataFetcher("importFacts", env -> run(env, Fetch.required(env, "input")))
                .dataFetcher("upsertPerson", env -> run(env, Map.of("people", List.of(input(env)))))
                .dataFetcher("addSource", env -> run(env, Map.of("sources", List.of(input(env)))))
                .dataFetcher("addMembership", env -> run(env, Map.of("statements", List.of(membership(input(env))))))
                .dataFetcher(
                        "retractStatement",
                        env -> stores(env)
                                .audit()
                                .retract(
                                        Fetch.required(env, "id"),
                                        Fetch.required(env, "reason"),
                                        Fetch.required(env, "source"),
                                        writer(env),
                                        deadline(env))));
        wiring.type(newTypeWiring("Query")
                .dataFetcher("importBatch", env -> stores(env).audit().batch(env.getArgument("id")))
                .dataFetcher(
                        "importBatches",
                        env -> stores(env)
                                .audit()
                                .recentBatches(Page.of(env.getArgument("first"), null, 500)
                                        .limit())));
        for (String type : List.of("Statement", "Membership")) {
            wiring.type(newTypeWiring(type)
                    .dataFetcher("addedIn", env -> Loaders.batch(env, ((Statement) Fetch.source(env)).addedIn()))
                    .dataFetcher("changedIn", env -> Loaders.batch(env, ((Statement) Fetch.source(env)).changedIn()))
                    .dataFetcher("retraction", env -> ((Statement) Fetch.source(env)).retraction()));
        }
        wiring.type(newTypeWiring("ImportBatch")
                .dataFetcher("sources", Fetch.nodesOf(b -> ((AuditStore.Batch) b).sourceIds())));
        wiring.type(newTypeWiring("Retraction")
                .dataFetcher("source", Fetch.nodeOf(r -> ((Statement.Retraction) r).sourceId())));
    }

    private ImportReport run(DataFetchingEnvironment env, Map<String, Object> input) {
        String writer = writer(env);
        FactBatch batch = FactReader.fromMap(withoutNulls(input), "input");
        return stores(env)
                .importer()
                .importBatch(batch, Boolean.TRUE.equals(env.getArgument("dryRun")), writer, deadline(env));
    }

    private static Deadline deadline(DataFetchingEnvironment env) {
        RequestContext request = RequestContext.of(env);
        return request == null ? Deadline.NONE : request.deadline();
    }

    private static Map<String, Object> input(DataFetchingEnvironment env) {
        return Fetch.required(env, "input");
    }

    private static String writer(DataFetchingEnvironment env) {
        RequestContext request = RequestContext.of(env);
        String writer = request == null ? null : request.writer();
        if (writer == null) {
            throw new IskraException(
                    ErrorCode.UNAUTHENTICATED, "Mutations need the header Authorization: Bearer <token>.");
        }
        return writer;
    }

    /** {@code addMembership}'s input as a {@code MEMBER_OF} statement. */
    private static Map<String, Object> membership(Map<String, Object> input) {
        Map<String, Object> s = new HashMap<>(input);
        s.put("type", StatementType.MEMBER_OF.name());
        s.put("from", s.remove("person"));
        s.put("to", s.remove("organization"));
        s.put("start", s.remove("since"));
        s.put("end", s.remove("until"));
        return s;
    }

    /** GraphQL passes absent optional fields as absent and explicit nulls as nulls; the data format has no nulls. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> withoutNulls(Map<String, Object> map) {
        Map<String, Object> clean = new HashMap<>();
        map.forEach((k, v) -> {
            if (v instanceof Map<?, ?> m) {
                clean.put(k, withoutNulls((Map<String, Object>) m));
            } else if (v instanceof List<?> list) {
                clean.put(
                        k,
                        list.stream()
                                .map(x -> x instanceof Map<?, ?> m ? withoutNulls((Map<String, Object>) m) : x)
                                .toList());
            } else if (v != null) {
                clean.put(k, v);
            }
        });
        return clean;
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
