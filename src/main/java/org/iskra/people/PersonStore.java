package org.iskra.people;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.Person;
import org.iskra.facts.Text;
import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Lists of people, filtered and sorted by name. */
public final class PersonStore {
    /** The root list: its filter, label, item and order (the order keys end with a unique one). */
    public static final RootList.Spec LIST =
            RootList.spec(PersonStore.class, "peopleFilter", "Person", "p", "name", "id");

    private static final RootList FIND_PEOPLE = RootList.of(LIST);

    private final Graph graph;

    public PersonStore(Graph graph) {
        this.graph = graph;
    }

    /** Filters of the people list; null fields do not filter. */
    public record Filter(
            @Nullable String name,
            @Nullable List<String> memberOf,
            @Nullable List<String> attended,
            @Nullable List<String> authorOf,
            DateRange born) {}

    public Connection<Person> find(Filter filter, Page page) {
        String name = filter.name();
        List<String> memberOf = filter.memberOf();
        DateRange born = filter.born();
        Map<String, Object> params = new HashMap<>(born.params());
        params.put("name", Text.fold(name));
        params.put("memberOf", memberOf);
        params.put("attended", filter.attended());
        params.put("authorOf", filter.authorOf());
        return Pages.readNodes(graph, FIND_PEOPLE, params, page, Person::from);
    }
}
