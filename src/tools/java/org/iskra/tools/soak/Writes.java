package org.iskra.tools.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.iskra.facts.StatementType;

/**
 * The writes of one soak client, on records of its own (ids start with its prefix), so the last acknowledged value of
 * every record is known: new sources, people and memberships, updates of its people, {@code importFacts} batches, and
 * re-sends of batches already acknowledged.
 */
final class Writes {
    private static final String REPORT =
            "{ batchId applied created updated unchanged rejected problems { path field message } }";
    static final String UPSERT_PERSON = "mutation($p: PersonInput!) { upsertPerson(input: $p) " + REPORT + " }";
    static final String ADD_SOURCE = "mutation($s: SourceInput!) { addSource(input: $s) " + REPORT + " }";
    static final String ADD_MEMBERSHIP = "mutation($m: MembershipInput!) { addMembership(input: $m) " + REPORT + " }";
    static final String IMPORT_FACTS = "mutation($b: FactBatch!) { importFacts(input: $b) " + REPORT + " }";
    private static final List<String> FACTIONS = List.of("bolsheviks", "mensheviks");

    private final String prefix;
    private final SplittableRandom random;
    private int serial;
    /** People this client created with upsertPerson and whose last write was acknowledged: they may be updated. */
    private final List<Written.Person> people = new ArrayList<>();

    private final List<String> sources = new ArrayList<>();
    private final List<Call> batches = new ArrayList<>();

    Writes(String prefix, SplittableRandom random) {
        this.prefix = prefix;
        this.random = random;
    }

    Call next(Kind kind) {
        return switch (kind) {
            case ADD_SOURCE -> addSource();
            case UPSERT_PERSON -> !people.isEmpty() && random.nextBoolean() ? updatePerson() : newPerson();
            case ADD_MEMBERSHIP -> people.isEmpty() ? newPerson() : addMembership();
            case IMPORT_FACTS -> importFacts();
            case RESEND ->
                batches.isEmpty()
                        ? importFacts()
                        : batches.get(random.nextInt(batches.size())).asResend();
            default -> throw new IllegalArgumentException(kind + " is not a write");
        };
    }

    /** The write landed: its records may be built upon (updated, cited, re-sent). */
    void acknowledged(Call call) {
        switch (call.kind()) {
            case ADD_SOURCE -> sources.add(call.written().sources().getFirst().id());
            case UPSERT_PERSON -> {
                Written.Person person = call.written().people().getFirst();
                people.removeIf(p -> p.id().equals(person.id()));
                people.add(person);
            }
            case IMPORT_FACTS -> batches.add(call);
            default -> {}
        }
    }

    /** The outcome is unknown: a person it updated may hold either value, so it is never written again. */
    void unacknowledged(Call call) {
        if (call.kind() == Kind.UPSERT_PERSON) {
            String id = call.written().people().getFirst().id();
            people.removeIf(p -> p.id().equals(id));
        }
    }

    private Call addSource() {
        String id = prefix + "s" + serial++;
        Written.Source source = new Written.Source(id, "Soak source " + id);
        return new Call(
                Kind.ADD_SOURCE,
                ADD_SOURCE,
                Map.of("s", sourceInput(source)),
                "addSource",
                new Written(List.of(), List.of(source), List.of()));
    }

    private Call newPerson() {
        String id = prefix + "p" + serial++;
        return upsert(new Written.Person(id, "Soak Person " + id, "revision 0"));
    }

    private Call updatePerson() {
        Written.Person person = people.get(random.nextInt(people.size()));
        int revision = Integer.parseInt(person.description().substring("revision ".length())) + 1;
        return upsert(new Written.Person(person.id(), person.name(), "revision " + revision));
    }

    private Call upsert(Written.Person person) {
        return new Call(
                Kind.UPSERT_PERSON,
                UPSERT_PERSON,
                Map.of("p", personInput(person, citable())),
                "upsertPerson",
                new Written(List.of(person), List.of(), List.of()));
    }

    private Call addMembership() {
        Written.Person person = people.get(random.nextInt(people.size()));
        Written.Membership m = new Written.Membership(prefix + "m" + serial++, person.id(), faction(), since());
        Map<String, Object> input = Map.of(
                "id",
                m.id(),
                "person",
                m.person(),
                "organization",
                m.organization(),
                "since",
                m.since(),
                "sources",
                List.of(citable()));
        return new Call(
                Kind.ADD_MEMBERSHIP,
                ADD_MEMBERSHIP,
                Map.of("m", input),
                "addMembership",
                new Written(List.of(), List.of(), List.of(m)));
    }

    /** A source, two people and a membership of each in a faction, all citing the new source. */
    private Call importFacts() {
        int n = serial++;
        Written.Source source = new Written.Source(prefix + "b" + n + "-s", "Soak batch source " + prefix + n);
        List<Written.Person> batchPeople = List.of(
                new Written.Person(prefix + "b" + n + "-p0", "Soak Delegate " + prefix + n + " A", "from batch " + n),
                new Written.Person(prefix + "b" + n + "-p1", "Soak Delegate " + prefix + n + " B", "from batch " + n));
        List<Written.Membership> memberships = batchPeople.stream()
                .map(p -> new Written.Membership(p.id() + "-m", p.id(), faction(), since()))
                .toList();
        Map<String, Object> batch = Map.of(
                "sources", List.of(sourceInput(source)),
                "people",
                        batchPeople.stream()
                                .map(p -> personInput(p, source.id()))
                                .toList(),
                "statements",
                        memberships.stream()
                                .map(m -> Map.<String, Object>of(
                                        "id",
                                        m.id(),
                                        "type",
                                        StatementType.MEMBER_OF.name(),
                                        "from",
                                        m.person(),
                                        "to",
                                        m.organization(),
                                        "start",
                                        m.since(),
                                        "sources",
                                        List.of(source.id())))
                                .toList());
        return new Call(
                Kind.IMPORT_FACTS,
                IMPORT_FACTS,
                Map.of("b", batch),
                "importFacts",
                new Written(batchPeople, List.of(source), memberships));
    }

    private static Map<String, Object> sourceInput(Written.Source s) {
        return Map.of(
                "id", s.id(), "title", s.title(), "url", "https://example.org/soak/" + s.id(), "kind", "secondary");
    }

    private static Map<String, Object> personInput(Written.Person p, String source) {
        return Map.of("id", p.id(), "name", p.name(), "description", p.description(), "sources", List.of(source));
    }

    /**
     * One of this client's acknowledged sources, or a shipped reference work ({@code wp-en-rsdlp}: the seed text alone
     * no longer carries a fact).
     */
    private String citable() {
        return sources.isEmpty() || random.nextInt(4) == 0
                ? "wp-en-rsdlp"
                : sources.get(random.nextInt(sources.size()));
    }

    private String faction() {
        return FACTIONS.get(random.nextInt(FACTIONS.size()));
    }

    /** A start after the split of 1903, so the flagship query finds it. */
    private String since() {
        int year = 1904 + random.nextInt(14);
        return random.nextBoolean() ? String.valueOf(year) : year + "-" + String.format("%02d", 1 + random.nextInt(12));
    }
}
