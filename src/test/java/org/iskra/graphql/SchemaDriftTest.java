package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphql.language.AbstractDescribedNode;
import graphql.language.EnumTypeDefinition;
import graphql.language.EnumValueDefinition;
import graphql.language.FieldDefinition;
import graphql.language.ObjectTypeDefinition;
import graphql.schema.GraphQLArgument;
import graphql.schema.GraphQLEnumType;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLFieldsContainer;
import graphql.schema.GraphQLInputObjectType;
import graphql.schema.GraphQLNamedType;
import graphql.schema.GraphQLSchema;
import graphql.schema.idl.RuntimeWiring;
import graphql.schema.idl.SchemaGenerator;
import graphql.schema.idl.SchemaParser;
import graphql.schema.idl.TypeDefinitionRegistry;
import graphql.schema.idl.TypeUtil;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Props;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactReader;
import org.junit.jupiter.api.Test;

/** schema.graphqls and the wiring stay in step, and everything in the schema is documented. */
class SchemaDriftTest {
    private final TypeDefinitionRegistry types = new SchemaParser().parse(SchemaFactory.sdl());
    private final RuntimeWiring wiring = SchemaFactory.wiring(Stores.over(null), ApiLimits.DEFAULTS);

    /** The fields of an object type, including those added by {@code extend type}. */
    private List<FieldDefinition> fields(String type) {
        List<FieldDefinition> all = new ArrayList<>();
        var def = types.getTypeOrNull(type, ObjectTypeDefinition.class);
        if (def != null) {
            all.addAll(def.getFieldDefinitions());
        }
        types.objectTypeExtensions()
                .getOrDefault(type, List.of())
                .forEach(ext -> all.addAll(ext.getFieldDefinitions()));
        return all;
    }

    @Test
    void everyWiredFieldExistsInTheSchema() {
        List<String> unknown = new ArrayList<>();
        wiring.getDataFetchers()
                .forEach((type, fetchers) -> fetchers.keySet().forEach(field -> {
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
            if (t instanceof AbstractDescribedNode<?> d
                    && d.getDescription() == null
                    && !t.getName().equals("Query")) {
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

    /**
     * Each {@code kind} in the shipped data is a value of the enum its type's {@code kind} field has, and every value
     * is described.
     */
    @Test
    void everyKindInTheDataIsADescribedEnumValue() throws IOException {
        FactBatch data = FactReader.read(Path.of("data"));
        List<String> unknown = new ArrayList<>();
        for (EntityKind kind : EntityKind.values()) {
            String enumName = fields(kind.label()).stream()
                    .filter(f -> f.getName().equals("kind"))
                    .map(f -> TypeUtil.unwrapAll(f.getType()).getName())
                    .findFirst()
                    .orElse("");
            var enumType = types.getTypeOrNull(enumName, EnumTypeDefinition.class);
            if (enumType == null) {
                continue; // Source and Person: a free-text kind or none
            }
            Map<String, EnumValueDefinition> values = new HashMap<>();
            enumType.getEnumValueDefinitions().forEach(v -> values.put(v.getName(), v));
            data.entities(kind).stream()
                    .map(r -> new Props(r.fields()).enumName("kind", null))
                    .filter(Objects::nonNull)
                    .distinct()
                    .filter(v -> !values.containsKey(v))
                    .forEach(v -> unknown.add(enumName + "." + v));
            values.values().stream()
                    .filter(v -> v.getDescription() == null)
                    .forEach(v -> unknown.add(enumName + "." + v.getName() + " (undescribed)"));
        }
        assertEquals(List.of(), unknown);
    }

    /**
     * The schema as served has, for every type, field, argument, enum value and input field, the description the SDL
     * gives it.
     */
    @Test
    void theServedSchemaDescribesEverythingAsTheSdlDoes() {
        GraphQLSchema served = SchemaFactory.build(Stores.over(null), ApiLimits.DEFAULTS, new ListFields());
        GraphQLSchema fromSdl = new SchemaGenerator().makeExecutableSchema(types, RuntimeWiring.MOCKED_WIRING);
        List<String> drift = new ArrayList<>();
        for (GraphQLNamedType type : fromSdl.getAllTypesAsList()) {
            if (type.getName().startsWith("__")) {
                continue;
            }
            GraphQLNamedType live = (GraphQLNamedType) served.getType(type.getName());
            compare(type.getName(), type.getDescription(), live == null ? "(missing)" : live.getDescription(), drift);
            if (type instanceof GraphQLFieldsContainer sdlFields && live instanceof GraphQLFieldsContainer liveFields) {
                for (GraphQLFieldDefinition f : sdlFields.getFieldDefinitions()) {
                    GraphQLFieldDefinition g = liveFields.getFieldDefinition(f.getName());
                    compare(
                            type.getName() + "." + f.getName(),
                            f.getDescription(),
                            g == null ? "(missing)" : g.getDescription(),
                            drift);
                    for (GraphQLArgument a : f.getArguments()) {
                        GraphQLArgument b = g == null ? null : g.getArgument(a.getName());
                        compare(
                                type.getName() + "." + f.getName() + "(" + a.getName() + ")",
                                a.getDescription(),
                                b == null ? "(missing)" : b.getDescription(),
                                drift);
                    }
                }
            }
            if (type instanceof GraphQLEnumType e && live instanceof GraphQLEnumType l) {
                e.getValues()
                        .forEach(v -> compare(
                                type.getName() + "." + v.getName(),
                                v.getDescription(),
                                l.getValue(v.getName()) == null
                                        ? "(missing)"
                                        : l.getValue(v.getName()).getDescription(),
                                drift));
            }
            if (type instanceof GraphQLInputObjectType i && live instanceof GraphQLInputObjectType l) {
                i.getFieldDefinitions()
                        .forEach(v -> compare(
                                type.getName() + "." + v.getName(),
                                v.getDescription(),
                                l.getField(v.getName()) == null
                                        ? "(missing)"
                                        : l.getField(v.getName()).getDescription(),
                                drift));
            }
        }
        assertEquals(List.of(), drift);
    }

    private static void compare(String what, String sdl, String served, List<String> drift) {
        if (!Objects.equals(sdl, served)) {
            drift.add(what + ": SDL \"" + sdl + "\", served \"" + served + "\"");
        }
    }

    /** Fields declared and described on the Node interface. */
    private static boolean inheritedFromNode(String field) {
        return List.of("id", "name", "aliases", "sources").contains(field);
    }
}
