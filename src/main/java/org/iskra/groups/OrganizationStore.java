package org.iskra.groups;

import org.iskra.facts.Pages;
import org.iskra.facts.RootList;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.store.Graph;
import org.iskra.facts.Organization;

/** Lists of organizations, filtered by name and kind, sorted by name. */
public final class OrganizationStore {
    private static final RootList FIND_ORGANIZATIONS = RootList.of(OrganizationStore.class, "findOrganizations");

    private final Graph graph;

    public OrganizationStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is the GraphQL enum name ({@code EDITORIAL_BOARD}) or null. */
    public Connection<Organization> find(String name, String kind, Page page) {
        return Pages.byNameAndKind(graph, FIND_ORGANIZATIONS, name, kind, page, Organization::from);
    }
}
