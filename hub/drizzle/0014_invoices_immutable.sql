-- Invoices are never changed after issue (§ 14 UStG, § 147 AO; decision 0024): the code has
-- no UPDATE or DELETE path for them, and the database refuses both, whoever asks.
CREATE FUNCTION "invoices_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are immutable: % refused on invoice %', TG_OP, OLD."number"
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable"
  BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
