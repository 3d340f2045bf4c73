package org.iskra.research;

import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.jspecify.annotations.Nullable;

/**
 * One step of a path: the statement walked, from the entity before it to the entity after it; {@code direction} says
 * whether the statement points the way of the walk ({@code FORWARD}) or against it ({@code BACKWARD}).
 */
public record PathStep(Statement statement, String fromId, String toId) {

    public String direction() {
        return statement.fromId().equals(fromId) ? "FORWARD" : "BACKWARD";
    }

    public StatementType type() {
        return statement.type();
    }

    public @Nullable PartialDate start() {
        return statement.start();
    }

    public @Nullable PartialDate end() {
        return statement.end();
    }

    public @Nullable PartialDate date() {
        return statement.date();
    }
}
