package org.iskra.research;

import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/** Two people at the same congress: the other person, the congress, and both attendances. */
public record CoAttendance(String personId, String congressId, Statement attendance, Statement theirAttendance) {

    /** True when both sat in the same grouping; null when either grouping is unknown. */
    public @Nullable Boolean sameGrouping() {
        if (attendance.grouping() == null || theirAttendance.grouping() == null) {
            return null;
        }
        return attendance.grouping().equals(theirAttendance.grouping());
    }
}
