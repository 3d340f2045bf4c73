package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.iskra.facts.DateRange;
import org.iskra.facts.Entity;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementFilter.Direction;
import org.iskra.facts.StatementType;
import org.iskra.core.Connection;
import org.iskra.core.IskraException;
import org.iskra.core.Page;
import org.iskra.facts.Person;
import org.iskra.facts.Publication;
import org.iskra.groups.MembersFilter;
import org.iskra.facts.Organization;
import org.iskra.facts.Split;

/** Root fields for organizations, memberships and splits, and the fields of those types. */
public final class GroupsWiring implements FeatureWiring {
    private final Stores stores;
    private final ApiLimits limits;

    public GroupsWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("organization", env -> Fetch.node(env, env.getArgument("id"), Organization.class))
                .dataFetcher("split", env -> Fetch.node(env, env.getArgument("id"), Split.class))
                .dataFetcher("organizations", env -> stores.organizations().find(env.getArgument("name"), env.getArgument("kind"),
                        RootPages.of(env, limits.maxFirst())))
                .dataFetcher("members", this::members));
        wiring.type(newTypeWiring("Organization")
                .dataFetcher("members", this::organizationMembers)
                .dataFetcher("partOf", Fetch.linked(StatementType.PART_OF, Direction.OUT, Organization.class))
                .dataFetcher("parts", Fetch.linked(StatementType.PART_OF, Direction.IN, Organization.class))
                .dataFetcher("publications", Fetch.linked(StatementType.PUBLISHED_BY, Direction.IN, Publication.class))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("Split")
                .dataFetcher("of", Fetch.linked(StatementType.SPLIT_OF, Direction.OUT, Organization.class))
                .dataFetcher("into", Fetch.linked(StatementType.RESULTED_IN, Direction.OUT, Organization.class))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("Membership")
                .dataFetcher("person", env -> Fetch.node(env, ((Statement) env.getSource()).fromId(), Person.class))
                .dataFetcher("organization", env -> Fetch.node(env, ((Statement) env.getSource()).toId(), Organization.class))
                .dataFetcher("sources", Fetch.nodesOf(s -> ((Statement) s).sourceIds())));
    }

    private Connection<Statement> members(DataFetchingEnvironment env) {
        List<String> of = env.getArgument("of");
        if (of.isEmpty()) {
            throw IskraException.badInput("`of` must name at least one organization id, e.g. [\"bolsheviks\", \"mensheviks\"]");
        }
        List<Entity> related = new ArrayList<>();
        Connection<Statement> page = stores.memberships().members(of, filter(env), Fetch.page(env, limits.maxFirst()), related::add);
        Fetch.prime(env, related);
        return page;
    }

    private CompletableFuture<Connection<Statement>> organizationMembers(DataFetchingEnvironment env) {
        Page page = Fetch.page(env, limits.maxFirst());
        if (!env.getSelectionSet().contains("nodes") && !env.getSelectionSet().contains("edges")) {
            page = new Page(page.offset(), 0); // only totalCount or pageInfo: count, do not fetch
        }
        return Fetch.members(env, new MembersKey(((Organization) env.getSource()).id(), filter(env), page));
    }

    private static MembersFilter filter(DataFetchingEnvironment env) {
        DateRange dates = new DateRange(env.getArgument("joinedAfter"), env.getArgument("joinedBefore"), env.getArgument("activeOn"));
        return new MembersFilter(dates, env.getArgument("role"), Boolean.TRUE.equals(env.getArgument("includeRetracted")));
    }
}
