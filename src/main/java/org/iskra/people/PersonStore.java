package org.iskra.people;

import java.util.List;
import java.util.Map;
import org.iskra.facts.DateRange;
import org.iskra.facts.Props;
import org.iskra.facts.Text;
import org.iskra.graphql.Connection;
import org.iskra.graphql.Page;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;

/** Lists of people, filtered and sorted by name. */
public final class PersonStore {
    private static final Cypher FIND_PEOPLE = Cypher.of(PersonStore.class, "findPeople");

    private final Graph graph;

    public PersonStore(Graph graph) {
        this.graph = graph;
    }

    public Connection<Person> find(String name, List<String> memberOf, DateRange born, Page page) {
        Map<String, Object> params = new java.util.HashMap<>(born.params());
        params.put("name", Text.fold(name));
        params.put("memberOf", memberOf);
        params.put("skip", page.offset());
        params.put("limit", page.limit());
        return graph.readSingle(FIND_PEOPLE, params, r -> Connection.of(
                r.get("page").asList(v -> Person.from(new Props(v.asNode().asMap()))), r.get("total").asInt(), page));
    }
}
