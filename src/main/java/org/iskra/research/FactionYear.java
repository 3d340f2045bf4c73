package org.iskra.research;

/** How many people were members of one faction in one year. */
public record FactionYear(int year, String factionId, int members) {}
