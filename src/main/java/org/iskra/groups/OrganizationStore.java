package org.iskra.groups;

import java.util.HashMap;
import java.util.Map;
import org.iskra.facts.Props;
import org.iskra.facts.Text;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.iskra.facts.Organization;

/** Lists of organizations, filtered by name and kind, sorted by name. */
public final class OrganizationStore {
    private static final Cypher FIND_ORGANIZATIONS = Cypher.of(OrganizationStore.class, "findOrganizations");

    private final Graph graph;

    public OrganizationStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is the GraphQL enum name ({@code EDITORIAL_BOARD}) or null. */
    public Connection<Organization> find(String name, String kind, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("name", Text.fold(name));
        params.put("kind", Props.dataValue(kind));
        params.put("skip", page.offset());
        params.put("limit", page.limit());
        return graph.readSingle(FIND_ORGANIZATIONS, params, r -> Connection.of(
                r.get("page").asList(v -> Organization.from(new Props(v.asNode().asMap()))), r.get("total").asInt(), page));
    }
}
