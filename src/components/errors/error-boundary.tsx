import { Component, type ReactNode } from "react";
import ErrorNotice from "./error-notice";

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { error: Error | null };

/** Shows the error page inside the site's frame when a page fails to render, instead of a blank screen. */
class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorNotice status={error.message || "Something went wrong"}>
        <p>Please reload the page. If it happens again, call or email us and we will help right away.</p>
      </ErrorNotice>
    );
  }
}

export default ErrorBoundary;
