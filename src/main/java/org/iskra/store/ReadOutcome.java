package org.iskra.store;

/**
 * What a unit of work run by {@link Graph#inOneRead} returned, and how it read: the statements it sent, and whether
 * they all shared one transaction (not so when its first statement was sent alone and another followed).
 */
public record ReadOutcome<T>(T value, int statements, boolean oneTransaction) {}
