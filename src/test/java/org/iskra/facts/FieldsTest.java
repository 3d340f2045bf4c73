package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The catalogue of fields is consistent with itself. */
class FieldsTest {
    private static List<Fields> everyKindOfRecord() {
        List<Fields> all = new ArrayList<>();
        for (EntityKind kind : EntityKind.values()) {
            all.add(Fields.of(kind));
        }
        all.add(Fields.STATEMENT);
        return all;
    }

    @Test
    void everyFieldIsCarriedBySomeRecordAndFoundByItsKey() {
        for (Field f : Field.values()) {
            assertTrue(everyKindOfRecord().stream().anyMatch(fields -> fields.has(f)), f + " is carried by no record");
            assertEquals(f, Field.byKey(f.key()).orElseThrow());
        }
    }

    @Test
    void requiredFieldsNamesAndPlacingDatesAreFieldsOfTheirRecord() {
        for (Fields fields : everyKindOfRecord()) {
            assertTrue(fields.all().containsAll(fields.required()), fields.toString());
            assertTrue(fields.name() == null || fields.requires(fields.name()), fields.toString());
            assertTrue(fields.dates().containsAll(fields.placedBy()), fields.toString());
        }
    }

    @Test
    void periodsAreDatesAndTypeSpecificFieldsAreStatementFields() {
        Fields.PERIODS.forEach(p -> assertTrue(p.start().isDate() && p.end().isDate(), p.toString()));
        for (Field f : Field.values()) {
            assertTrue(Fields.onlyOn(f).isEmpty() || Fields.STATEMENT.has(f), f.toString());
        }
    }

    @Test
    void datesAreStoredWithTheirBoundsAndStatementsWithoutTheirShape() {
        assertEquals(
                List.of(
                        "bornLo",
                        "bornHi",
                        "diedLo",
                        "diedHi",
                        Fields.SEARCH_TEXT,
                        Fields.FORMER_IDS_TEXT,
                        Fields.WHEN_LO,
                        Fields.WHEN_HI),
                Fields.of(EntityKind.PERSON).derived());
        assertTrue(Fields.isDerived("endByHi") && Fields.isDerived(Fields.WHEN_LO));
        assertFalse(Fields.isDerived("endBy") || Fields.isDerived("addedIn"));
        assertTrue(Fields.STATEMENT.stored().stream().noneMatch(Fields.SHAPE::contains));
        assertFalse(Field.END_BY.marksTime(), "endBy only bounds an unknown end");
    }
}
