package org.iskra.groups;

import java.util.HashMap;
import java.util.Map;
import org.iskra.facts.Pages;
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
        return Pages.readNodes(graph, FIND_ORGANIZATIONS, params, page, Organization::from);
    }
}
