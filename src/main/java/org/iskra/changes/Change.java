package org.iskra.changes;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One committed change, numbered in commit order ({@code seq}, from 1, without gaps).
 *
 * @param subject the id of the entity or statement changed (null for a batch)
 * @param type the entity's label ({@code Person}) or the statement's type ({@code MEMBER_OF}); null for a batch
 * @param from the statement's source entity (null for an entity or a batch)
 * @param to the statement's target entity (null for an entity or a batch)
 * @param batch the id of the write ({@code ImportBatch}) the change belongs to; null for a retraction
 * @param by the name of the write token, or {@code cli} for the command line and the first load
 * @param at when it was committed (ISO-8601 instant)
 * @param counts a batch's records created, updated and unchanged (null for a record)
 * @param ids the ids a batch created or updated (empty for a record)
 */
public record Change(
        long seq,
        ChangeKind kind,
        @Nullable String subject,
        @Nullable String type,
        @Nullable String from,
        @Nullable String to,
        @Nullable String batch,
        @Nullable String by,
        String at,
        @Nullable Counts counts,
        List<String> ids) {

    /** The records of a batch created, updated and left unchanged. */
    public record Counts(int created, int updated, int unchanged) {}

    /**
     * True when the change is about {@code id}: the entity itself, a statement from or to it, or a batch that touched
     * it.
     */
    public boolean concerns(String id) {
        return id.equals(subject) || id.equals(from) || id.equals(to) || ids.contains(id);
    }
}
