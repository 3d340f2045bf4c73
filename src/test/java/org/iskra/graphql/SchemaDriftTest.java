package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphql.language.FieldDefinition;
import graphql.language.ObjectTypeDefinition;
import graphql.schema.idl.RuntimeWiring;
import graphql.schema.idl.SchemaParser;
import graphql.schema.idl.TypeDefinitionRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** schema.graphqls and the wiring stay in step, and everything in the schema is documented. */
class SchemaDriftTest {
    private final TypeDefinitionRegistry types = new SchemaParser().parse(SchemaFactory.sdl());
    private final RuntimeWiring wiring = SchemaFactory.wiring(Stores.over(null), ApiLimits.DEFAULTS);

    @Test
    void everyWiredFieldExistsInTheSchema() {
        List<String> unknown = new ArrayList<>();
        wiring.getDataFetchers().forEach((type, fields) -> fields.keySet().forEach(field -> {
            if (fields(type).stream().noneMatch(f -> f.getName().equals(field))) {
                unknown.add(type + "." + field);
            }
        }));
        assertEquals(List.of(), unknown);
    }

    @Test
    void everyFieldWithArgumentsHasAFetcher() {
        List<String> missing = new ArrayList<>();
        for (ObjectTypeDefinition type : types.getTypes(ObjectTypeDefinition.class)) {
            Map<String, ?> fetchers = wiring.getDataFetchers().getOrDefault(type.getName(), Map.of());
            for (FieldDefinition field : fields(type.getName())) {
                if (!field.getInputValueDefinitions().isEmpty() && !fetchers.containsKey(field.getName())) {
                    missing.add(type.getName() + "." + field.getName());
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void everyTypeAndFieldHasADescription() {
        List<String> undocumented = new ArrayList<>();
        types.types().values().forEach(t -> {
            if (t instanceof graphql.language.AbstractDescribedNode<?> d && d.getDescription() == null && !t.getName().equals("Query")) {
                undocumented.add(t.getName());
            }
        });
        for (ObjectTypeDefinition type : types.getTypes(ObjectTypeDefinition.class)) {
            fields(type.getName()).stream()
                    .filter(f -> f.getDescription() == null && !inheritedFromNode(f.getName()))
                    .forEach(f -> undocumented.add(type.getName() + "." + f.getName()));
        }
        assertTrue(undocumented.isEmpty(), "undocumented: " + undocumented);
    }

    /** The fields of an object type, those of its {@code extend type} blocks included. */
    private List<FieldDefinition> fields(String type) {
        List<FieldDefinition> fields = new ArrayList<>();
        types.getType(type, ObjectTypeDefinition.class).ifPresent(t -> fields.addAll(t.getFieldDefinitions()));
        types.objectTypeExtensions().getOrDefault(type, List.of()).forEach(e -> fields.addAll(e.getFieldDefinitions()));
        return fields;
    }

    /** Fields declared and described on the Node interface. */
    private static boolean inheritedFromNode(String field) {
        return List.of("id", "name", "aliases", "sources").contains(field);
    }
}
