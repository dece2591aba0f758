import type { ComponentType } from "react";
import {
  LineSkeleton,
  PageHeaderSkeleton,
  PageSkeleton,
  StaticPageSkeleton,
} from "@/components/skeletons/page-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { BuilderGridLoading } from "@/features/builders/components/builder-grid-loading";
import { BuilderProfileSkeleton } from "@/features/builders/components/builder-profile-skeleton";
import { ProjectDetailSkeleton } from "@/features/projects/components/project-detail-skeleton";
import { ProjectGridLoading } from "@/features/projects/components/project-grid-loading";
import type { RouteName } from "./route-modules";

/*
 * What each route shows while its code loads: the page's own frame, header and
 * loading state (the same skeletons the page shows while its data loads), so
 * nothing moves when the page replaces it. These sit in the entry chunk: keep
 * them to skeleton markup, never the pages' modules.
 */

function HomeSkeleton() {
  return (
    <PageSkeleton className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pt-24">
      <div className="flex flex-col items-start gap-6">
        <LineSkeleton className="w-56 rounded-full py-1 text-sm" />
        <div className="flex w-full flex-col gap-2">
          <LineSkeleton className="w-full text-display" />
          <LineSkeleton className="w-4/5 text-display" />
        </div>
        <LineSkeleton className="w-full max-w-xl text-lg" />
        <div className="flex gap-3">
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-11 w-40" />
        </div>
      </div>
      <Skeleton aria-hidden className="h-80 w-full rounded-xl" />
    </PageSkeleton>
  );
}

function ProjectsSkeleton() {
  return (
    <PageSkeleton>
      <PageHeaderSkeleton actions={1} />
      <div className="mb-8 flex flex-col gap-3 sm:flex-row">
        <Skeleton aria-hidden className="h-11 flex-1 md:h-9" />
        <Skeleton aria-hidden className="h-11 sm:w-52 md:h-9" />
      </div>
      <ProjectGridLoading />
    </PageSkeleton>
  );
}

function ProjectSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex min-h-11 items-center">
        <LineSkeleton className="w-28 text-sm" />
      </div>
      <ProjectDetailSkeleton />
    </PageSkeleton>
  );
}

function BuildersSkeleton() {
  return (
    <PageSkeleton>
      <PageHeaderSkeleton />
      <div className="flex flex-col gap-8 md:flex-row">
        <Skeleton aria-hidden className="hidden h-80 w-56 shrink-0 md:block" />
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          <Skeleton aria-hidden className="h-11 md:h-9" />
          <BuilderGridLoading />
        </div>
      </div>
    </PageSkeleton>
  );
}

function BuilderSkeleton() {
  return (
    <PageSkeleton>
      <Skeleton aria-hidden className="mb-6 h-11 w-32 md:h-8" />
      <BuilderProfileSkeleton />
    </PageSkeleton>
  );
}

function DashboardSkeleton() {
  return (
    <PageSkeleton className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeaderSkeleton actions={2} />
      <div className="flex flex-col gap-4">
        <Skeleton aria-hidden className="h-13 w-full sm:w-[39.5rem] md:h-10" />
        <div className="grid gap-6 pt-2 lg:grid-cols-3">
          <Skeleton aria-hidden className="h-96 rounded-xl" />
          <Skeleton aria-hidden className="h-96 rounded-xl lg:col-span-2" />
        </div>
      </div>
    </PageSkeleton>
  );
}

function SettingsSkeleton() {
  return (
    <PageSkeleton className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeaderSkeleton actions={1} />
      <Skeleton aria-hidden className="h-[36rem] w-full max-w-3xl rounded-xl" />
    </PageSkeleton>
  );
}

function NotificationsSkeleton() {
  return (
    <PageSkeleton className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeaderSkeleton actions={1} />
      <Skeleton aria-hidden className="mb-6 h-9 w-80 max-w-full" />
      <div className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} aria-hidden className="h-16 w-full" />
        ))}
      </div>
    </PageSkeleton>
  );
}

function MessagesSkeleton() {
  return (
    <PageSkeleton className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 sm:px-6 md:py-6">
      <div className="px-4 pt-4 sm:px-0 md:pt-0">
        <LineSkeleton className="w-40 text-h2" />
      </div>
      <div className="mt-2 flex min-h-0 flex-1 overflow-hidden md:mt-4 md:rounded-xl md:border">
        <div className="flex w-full flex-col gap-2 p-2 md:w-80 md:shrink-0 md:border-r">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} aria-hidden className="h-16 w-full" />
          ))}
        </div>
      </div>
    </PageSkeleton>
  );
}

function TeamRoomSkeleton() {
  return (
    <PageSkeleton className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 md:py-8">
      <LineSkeleton className="w-40 text-sm" />
      <LineSkeleton className="w-72 text-h1" />
      <Skeleton aria-hidden className="h-11 w-full max-w-md" />
      <Skeleton aria-hidden className="h-96 w-full rounded-xl" />
    </PageSkeleton>
  );
}

/**
 * Sign-in, sign-up, forgot password: their own frame (no site header or
 * footer), a screen tall, the form's card where it will stand.
 */
function AuthSkeleton() {
  return (
    <PageSkeleton className="flex min-h-dvh flex-col bg-muted/40">
      <div className="h-16" />
      <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <div className="flex w-full max-w-md flex-col gap-4 rounded-xl border bg-card p-6 sm:p-8">
          <LineSkeleton className="w-40 text-h2" />
          <LineSkeleton className="mb-2 w-full text-sm" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} aria-hidden className="h-11 w-full md:h-9" />
          ))}
        </div>
      </div>
    </PageSkeleton>
  );
}

function PlainSkeleton() {
  return (
    <PageSkeleton>
      <PageHeaderSkeleton />
    </PageSkeleton>
  );
}

const skeletons: Record<RouteName, ComponentType> = {
  home: HomeSkeleton,
  projects: ProjectsSkeleton,
  project: ProjectSkeleton,
  teamRoom: TeamRoomSkeleton,
  builders: BuildersSkeleton,
  builder: BuilderSkeleton,
  about: StaticPageSkeleton,
  contact: StaticPageSkeleton,
  documentation: StaticPageSkeleton,
  guides: StaticPageSkeleton,
  apiReference: StaticPageSkeleton,
  blog: StaticPageSkeleton,
  careers: StaticPageSkeleton,
  press: StaticPageSkeleton,
  privacy: StaticPageSkeleton,
  terms: StaticPageSkeleton,
  dashboard: DashboardSkeleton,
  settings: SettingsSkeleton,
  notifications: NotificationsSkeleton,
  messages: MessagesSkeleton,
  moderation: PlainSkeleton,
  signIn: AuthSkeleton,
  signUp: AuthSkeleton,
  forgotPassword: AuthSkeleton,
  notFound: PlainSkeleton,
};

/** What `page` shows until its code (or, on member pages, the session) has loaded. */
export function RouteSkeleton({ page }: { page: RouteName }) {
  const Skeleton = skeletons[page];
  return <Skeleton />;
}
