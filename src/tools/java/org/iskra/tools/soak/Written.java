package org.iskra.tools.soak;

import java.util.List;

/** The records a write sends, as the graph must hold them once the write is acknowledged. */
record Written(List<Person> people, List<Source> sources, List<Membership> memberships) {
    static final Written NOTHING = new Written(List.of(), List.of(), List.of());

    record Person(String id, String name, String description) {}

    record Source(String id, String title) {}

    record Membership(String id, String person, String organization, String since) {}

    int size() {
        return people.size() + sources.size() + memberships.size();
    }
}
