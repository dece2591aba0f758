/**
 * Loads the quality fixture the way people would make it: each builder
 * signs up (password provider) and fills in their skills, owners create
 * their projects, members apply and owners accept them. Public functions
 * only, each called as its user.
 */
import { call, signUp, type App, type Viewer } from "../matching-app";
import { BUILDERS, type BuilderKey, type FixtureBuilder } from "./builders";
import {
  descriptionOf,
  PROJECTS,
  type FixtureProject,
  type ProjectKey,
} from "./projects";

export type LoadedBuilder = FixtureBuilder & {
  viewer: Viewer;
  profileId: string;
  /** As the app stored them (its normalization of what was typed). */
  storedSkills: string[];
  /** Sign-up order: later is newer. */
  order: number;
};

export type LoadedProject = FixtureProject & {
  id: string;
  storedSkills: string[];
  /** Creation order: later is newer. */
  order: number;
  /** Every seat taken by the team. */
  full: boolean;
};

export type LoadedFixture = {
  builders: Map<BuilderKey, LoadedBuilder>;
  projects: Map<ProjectKey, LoadedProject>;
  /** Profile id -> builder; project id -> project. */
  builderByProfileId: Map<string, BuilderKey>;
  projectById: Map<string, ProjectKey>;
};

export async function loadFixture(app: App): Promise<LoadedFixture> {
  const builders = new Map<BuilderKey, LoadedBuilder>();
  for (const [order, builder] of BUILDERS.entries()) {
    const viewer = await signUp(app, {
      email: `${builder.key}@matching.bench`,
      name: builder.name,
      expertise: builder.expertise,
    });
    await call(
      app,
      "mutation",
      "profiles:update",
      { skills: builder.skills },
      viewer,
    );
    const me = await call<{ _id: string; skills: string[] }>(
      app,
      "query",
      "profiles:me",
      {},
      viewer,
    );
    builders.set(builder.key, {
      ...builder,
      viewer,
      profileId: me.value._id,
      storedSkills: me.value.skills,
      order,
    });
  }
  const viewerOf = (key: BuilderKey) => builders.get(key)!.viewer;

  const projects = new Map<ProjectKey, LoadedProject>();
  for (const [order, project] of PROJECTS.entries()) {
    const owner = viewerOf(project.owner);
    const { value: id } = await call<string>(
      app,
      "mutation",
      "projects:create",
      {
        title: project.title,
        description: descriptionOf(project),
        category: project.category,
        skills: project.skills,
        openPositions: project.seats,
      },
      owner,
    );
    for (const member of project.team) {
      const { value: applicationId } = await call<string>(
        app,
        "mutation",
        "applications:apply",
        { projectId: id },
        viewerOf(member),
      );
      await call(
        app,
        "mutation",
        "applications:accept",
        { applicationId },
        owner,
      );
    }
    const stored = await call<{ skills: string[]; seatsLeft: number }>(
      app,
      "query",
      "projects:get",
      { projectId: id },
      owner,
    );
    projects.set(project.key, {
      ...project,
      id,
      storedSkills: stored.value.skills,
      order,
      full: stored.value.seatsLeft === 0,
    });
  }
  return {
    builders,
    projects,
    builderByProfileId: new Map(
      [...builders.values()].map((b) => [b.profileId, b.key]),
    ),
    projectById: new Map([...projects.values()].map((p) => [p.id, p.key])),
  };
}
