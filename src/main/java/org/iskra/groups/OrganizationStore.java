package org.iskra.groups;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Organization;
import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Lists of organizations, filtered by name and kind, sorted by name. */
public final class OrganizationStore {
    /** The root list: its filter, label, item and order (the order keys end with a unique one). */
    public static final RootList.Spec LIST =
            RootList.spec(OrganizationStore.class, "organizationsFilter", "Organization", "o", "name", "id");

    private static final RootList FIND_ORGANIZATIONS = RootList.of(LIST);
    /**
     * The same pages with each organization's member count (how many of its memberships pass the members filter), by
     * filter shape.
     */
    private static final List<RootList> WITH_MEMBER_COUNTS = IntStream.range(0, MembersFilter.SHAPES)
            .mapToObj(shape -> RootList.withPerItem(
                    LIST,
                    "memberCount[" + MembersFilter.label(shape) + "]",
                    MembersQueries.memberCount(RootList.item(LIST), shape)))
            .toList();

    private final Graph graph;

    /** The pages with member counts in every filter shape, for the plan checks. */
    public static List<RootList> withMemberCounts() {
        return WITH_MEMBER_COUNTS;
    }

    public OrganizationStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is the GraphQL enum name ({@code EDITORIAL_BOARD}) or null. */
    public Connection<Organization> find(@Nullable String name, @Nullable String kind, Page page) {
        return Pages.byNameAndKind(graph, FIND_ORGANIZATIONS, name, kind, page, Organization::from);
    }

    /** A page of organizations and how many memberships of each pass {@code filter}, in one statement. */
    public record WithMemberCounts(Connection<Organization> page, Map<String, Integer> memberCounts) {}

    /** As {@link #find}, with each organization's member count under {@code filter} read in the same statement. */
    public WithMemberCounts findWithMemberCounts(
            @Nullable String name, @Nullable String kind, Page page, MembersFilter filter) {
        RootList list = WITH_MEMBER_COUNTS.get(filter.shape());
        Map<String, Object> params = Pages.nameAndKind(name, kind);
        params.putAll(filter.params());
        Pages.WithPerItem<Organization> read =
                Pages.readNodesWithPerItem(graph, list, params, page, Organization::from);
        List<Organization> organizations = read.page().nodes();
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < read.perItem().size(); i++) {
            counts.put(organizations.get(i).id(), read.perItem().get(i).asInt());
        }
        return new WithMemberCounts(read.page(), counts);
    }
}
