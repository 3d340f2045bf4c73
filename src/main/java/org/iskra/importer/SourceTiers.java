package org.iskra.importer;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iskra.facts.EntityKind;
import org.iskra.facts.SourceTier;

/**
 * The tiers of the sources a batch cites, from the batch and from the graph, and the rule that a fact may not rest on
 * popular works and mirrors alone. A source without a tier (stored before tiers existed) counts as able to carry a
 * fact; the data folder's linter requires every tier.
 */
final class SourceTiers {
    static final Set<String> KEYS =
            Arrays.stream(SourceTier.values()).map(SourceTier::key).collect(Collectors.toUnmodifiableSet());

    private final Map<String, String> tiers;

    private SourceTiers(Map<String, String> tiers) {
        this.tiers = tiers;
    }

    static SourceTiers of(FactBatch batch, Function<Set<String>, Map<String, String>> existing) {
        Map<String, String> tiers = new HashMap<>();
        Set<String> defined = new HashSet<>();
        for (FactRecord source : batch.entities(EntityKind.SOURCE)) {
            defined.add(source.id());
            if (source.text("tier") != null) {
                tiers.put(source.id(), source.text("tier"));
            }
        }
        Set<String> cited = new HashSet<>();
        batch.allEntities()
                .forEach(e -> cited.addAll(FactValidator.strings(e.getValue().get("sources"))));
        batch.statements().forEach(s -> cited.addAll(FactValidator.strings(s.get("sources"))));
        cited.removeAll(defined);
        if (!cited.isEmpty()) {
            tiers.putAll(existing.apply(cited));
        }
        return new SourceTiers(tiers);
    }

    /** Every entity and statement of the batch with sources, of which at least one can carry a fact. */
    void check(FactBatch batch, List<Problem> problems) {
        batch.allEntities().filter(e -> e.getKey() != EntityKind.SOURCE).forEach(e -> check(e.getValue(), problems));
        batch.statements().forEach(s -> check(s, problems));
    }

    private void check(FactRecord r, List<Problem> problems) {
        List<String> sources = FactValidator.strings(r.get("sources"));
        if (sources.isEmpty() || sources.stream().anyMatch(this::carriesAFact)) {
            return;
        }
        problems.add(Problem.of(
                r,
                "sources",
                "rests only on popular works or mirrors ("
                        + String.join(
                                ", ",
                                sources.stream()
                                        .map(id -> id + ": " + tiers.get(id))
                                        .toList()) + "); cite the original they copy (the minutes, the Collected Works "
                        + "volume, the encyclopedia article itself) or a scholarly or reference work"));
    }

    private boolean carriesAFact(String sourceId) {
        String tier = tiers.get(sourceId);
        return tier == null
                || SourceTier.parse(tier).map(SourceTier::carriesAFact).orElse(true);
    }
}
