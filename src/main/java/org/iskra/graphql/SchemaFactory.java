package org.iskra.graphql;

import graphql.schema.GraphQLScalarType;
import graphql.schema.GraphQLSchema;
import graphql.schema.idl.RuntimeWiring;
import graphql.schema.idl.SchemaGenerator;
import graphql.schema.idl.SchemaParser;
import graphql.schema.idl.TypeDefinitionRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Builds the executable schema from {@code schema.graphqls} (the single source of truth) and each feature's wiring. */
public final class SchemaFactory {
    public static final String SCHEMA_RESOURCE = "/schema.graphqls";

    private SchemaFactory() {}

    /** The SDL text, as packaged in the jar. */
    public static String sdl() {
        try (InputStream in = SchemaFactory.class.getResourceAsStream(SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("schema.graphqls is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The features, registering their statement lists in {@code lists} (filled as they are made, read as requests run).
     */
    static List<FeatureWiring> features(Stores stores, ApiLimits limits, ListFields lists) {
        return List.of(
                new FactsWiring(stores, limits),
                new PeopleWiring(stores, limits, lists),
                new GroupsWiring(stores, limits, lists),
                new PublicationsWiring(stores, limits),
                new CongressesWiring(stores, limits, lists),
                new EventsWiring(stores, limits),
                new PlacesWiring(stores, limits),
                new ImportWiring(stores),
                new ResearchWiring(stores, limits),
                new ChangesWiring(stores));
    }

    public static RuntimeWiring wiring(Stores stores, ApiLimits limits) {
        return wiring(stores, limits, new ListFields());
    }

    private static RuntimeWiring wiring(Stores stores, ApiLimits limits, ListFields lists) {
        RuntimeWiring.Builder builder = RuntimeWiring.newRuntimeWiring().scalar(partialDate());
        features(stores, limits, lists).forEach(f -> f.wire(builder));
        return builder.build();
    }

    /** The scalar with the description the SDL gives it: a wired scalar's own description would win over the SDL's. */
    private static GraphQLScalarType partialDate() {
        var definition = new SchemaParser().parse(sdl()).scalars().get(PartialDateScalar.INSTANCE.getName());
        var description = definition == null ? null : definition.getDescription();
        return description == null
                ? PartialDateScalar.INSTANCE
                : PartialDateScalar.INSTANCE.transform(b -> b.description(description.getContent()));
    }

    /** The schema, its features registering their statement lists in {@code lists} (which projections read). */
    static GraphQLSchema build(Stores stores, ApiLimits limits, ListFields lists) {
        TypeDefinitionRegistry types = new SchemaParser().parse(sdl());
        return new SchemaGenerator()
                .makeExecutableSchema(SchemaGenerator.Options.defaultOptions(), types, wiring(stores, limits, lists));
    }
}
