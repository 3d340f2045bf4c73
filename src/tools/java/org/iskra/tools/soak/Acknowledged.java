package org.iskra.tools.soak;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every write the server acknowledged, as the graph must now hold it: the last acknowledged value of each record (each
 * client owns its records and writes them one at a time, so "last" is well defined), the audit record each changing
 * write must have left, and the re-sends that changed something although they should not have. Records written by a
 * request whose outcome is unknown are set aside: either value may be right.
 */
final class Acknowledged {
    /** The audit record an acknowledged write that changed something must have left. */
    record Batch(String id, int created, int updated) {}

    private final Map<String, Written.Person> people = new LinkedHashMap<>();
    private final Map<String, Written.Source> sources = new LinkedHashMap<>();
    private final Map<String, Written.Membership> memberships = new LinkedHashMap<>();
    private final Set<String> uncertain = new HashSet<>();
    private final List<Batch> batches = new ArrayList<>();
    private final List<String> resendsThatChanged = new ArrayList<>();
    private long writes;
    private long unacknowledged;

    synchronized void acknowledged(Call call, JsonNode report) {
        writes++;
        call.written().people().forEach(p -> people.put(p.id(), p));
        call.written().sources().forEach(s -> sources.put(s.id(), s));
        call.written().memberships().forEach(m -> memberships.put(m.id(), m));
        int created = report.path("created").asInt();
        int updated = report.path("updated").asInt();
        if (created + updated > 0) {
            batches.add(new Batch(report.path("batchId").asText(), created, updated));
        }
        if (call.kind() == Kind.RESEND && created + updated > 0) {
            resendsThatChanged.add(
                    report.path("batchId").asText() + " (" + created + " created, " + updated + " updated)");
        }
    }

    synchronized void unacknowledged(Call call) {
        unacknowledged++;
        if (call.kind() == Kind.RESEND) {
            return; // the same values as the acknowledged original: the outcome changes nothing
        }
        call.written().people().forEach(p -> uncertain.add(p.id()));
        call.written().sources().forEach(s -> uncertain.add(s.id()));
        call.written().memberships().forEach(m -> uncertain.add(m.id()));
    }

    /** People to check: the value of those whose last write is certain. */
    synchronized List<Written.Person> people() {
        return people.values().stream().filter(p -> !uncertain.contains(p.id())).toList();
    }

    synchronized List<Written.Source> sources() {
        return sources.values().stream()
                .filter(s -> !uncertain.contains(s.id()))
                .toList();
    }

    synchronized List<Written.Membership> memberships() {
        return memberships.values().stream()
                .filter(m -> !uncertain.contains(m.id()))
                .toList();
    }

    synchronized List<Batch> batches() {
        return List.copyOf(batches);
    }

    synchronized List<String> resendsThatChanged() {
        return List.copyOf(resendsThatChanged);
    }

    synchronized long writes() {
        return writes;
    }

    synchronized long unacknowledgedWrites() {
        return unacknowledged;
    }
}
