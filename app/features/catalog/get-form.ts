import { useNavigate } from "react-router";

/**
 * Submits a GET form as a client-side navigation, so Back steps through searches and sort orders. Plain forms
 * and this hook instead of React Router's <Form>: that would add its submission machinery to every page's scripts.
 * Empty fields are left out of the address.
 */
export function useGetFormNavigation(): (form: HTMLFormElement) => void {
  const navigate = useNavigate();
  return (form) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value !== "") params.append(name, value);
    }
    const query = params.toString();
    void navigate(`${new URL(form.action).pathname}${query ? `?${query}` : ""}`);
  };
}
